export const STAFF_TAG = 'Client portal access';
export const TAG = 'Client portal';
