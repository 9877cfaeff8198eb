import { useEffect, useState } from 'react';
import { fetchFile, type Credentials } from '../api/files';

/** A PDF fetched into this page: its object URL (for the download link) and its file name. */
export interface OpenedPdf {
  href: string;
  name: string;
  /** The browser refused the new tab (a popup blocker): the page offers a link instead. */
  blocked: boolean;
}

/**
 * Opens a PDF the API streams in a new tab, for the admin and the portal alike. A link cannot send
 * the bearer token, so the file is fetched into a blob first; its object URL stays while the
 * component does, so the page can offer it as a download under its own name (the server's
 * Content-Disposition: `invoice-2027-0001.pdf`). Failures are thrown for the page to name.
 */
export function usePdf(credentials: Credentials) {
  const [opened, setOpened] = useState<OpenedPdf>();
  const [busy, setBusy] = useState(false);
  // The blob is kept until another replaces it or the row leaves the page.
  useEffect(() => (opened ? () => URL.revokeObjectURL(opened.href) : undefined), [opened]);

  async function open(url: string, fallbackName: string): Promise<void> {
    setBusy(true);
    try {
      const { blob, name } = await fetchFile(url, credentials, fallbackName);
      const href = URL.createObjectURL(blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' }));
      // Still within the click's activation for a quick fetch; a blocked tab returns null.
      const tab = window.open(href, '_blank');
      setOpened({ href, name, blocked: !tab });
    } finally {
      setBusy(false);
    }
  }

  return { opened, busy, open };
}
