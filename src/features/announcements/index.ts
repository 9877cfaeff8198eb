import type { App } from '../../shared/http/app-types.js';
export default function stub(_app: App): void {}
