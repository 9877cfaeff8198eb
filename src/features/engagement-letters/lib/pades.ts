/**
 * The firm's signature on a signed letter (issue 34.4): with SIGNING_CERT_P12 (a PKCS#12 file of
 * the firm's certificate and key) and SIGNING_CERT_PASSWORD, the PDF with its certificate page is
 * signed by @signpdf: a signature placeholder added with pdf-lib, then a detached CMS signature
 * (SubFilter ETSI.CAdES.detached, the PAdES form) over every byte but the signature itself, so a PDF
 * reader shows the document as signed by the firm and unchanged since. Without the setting the
 * evidence (the certificate page and the stored hashes) holds by itself.
 */
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { P12Signer } from '@signpdf/signer-p12';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { PDFDocument } from 'pdf-lib';

export interface FirmCertificate {
  p12: Buffer;
  password: string;
}

export interface FirmSignature {
  /** Why, in the reader's words ("Engagement letter signed by Kim Minji"). */
  reason: string;
  /** The firm's name and contact, shown by readers. */
  name: string;
  contactInfo: string;
  location: string;
  at: Date;
}

export async function signWithFirmCertificate(pdf: Uint8Array, certificate: FirmCertificate, signature: FirmSignature): Promise<Buffer> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  pdflibAddPlaceholder({
    pdfDoc: doc,
    reason: signature.reason,
    contactInfo: signature.contactInfo,
    name: signature.name,
    location: signature.location,
    signingTime: signature.at,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
  });
  // The placeholder's byte range is found in the saved bytes: no object streams (@signpdf's rule).
  const prepared = Buffer.from(await doc.save({ useObjectStreams: false }));
  return new SignPdf().sign(prepared, new P12Signer(certificate.p12, { passphrase: certificate.password }), signature.at);
}
