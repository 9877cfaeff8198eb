/**
 * Opening a PKCS#12 file (the firm's signing certificate, SIGNING_CERT_P12) with node-forge, the
 * library @signpdf's P12 signer uses, so the check at start reads the file exactly as signing will.
 * Loaded on first use: a server without the setting never loads node-forge.
 */
import type forgeType from 'node-forge';
import { loadOnFirstUse } from '../load-on-first-use.js';

const forge = loadOnFirstUse<typeof forgeType>('node-forge');

/** The certificate's subject (common name) and validity; throws when the file, the password or its contents are wrong. */
export function openPkcs12(p12: Buffer, password: string): { subject: string; notAfter: Date } {
  const { asn1, pkcs12, pki } = forge();
  const store = pkcs12.pkcs12FromAsn1(asn1.fromDer(p12.toString('binary')), password);
  const bags = (type: string) => store.getBags({ bagType: type })[type] ?? [];
  const certificate = bags(pki.oids.certBag!)[0]?.cert;
  const keys = [...bags(pki.oids.pkcs8ShroudedKeyBag!), ...bags(pki.oids.keyBag!)];
  if (!certificate) throw new Error('no certificate in the file');
  if (keys.length === 0) throw new Error('no private key in the file');
  const commonName = certificate.subject.getField('CN') as { value: string } | null;
  return { subject: commonName?.value ?? '', notAfter: certificate.validity.notAfter };
}
