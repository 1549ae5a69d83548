import type { Language } from '@careclass/shared';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { Bilingual } from '../../mail/bilingual.ts';

/** The printed words of a certificate, in every language (docs/decisions/0053). */
export const CERTIFICATE_WORDS: Bilingual<{
  heading: string;
  certifies: string;
  completed: string;
  sessionDates: string;
  instructor: string;
  notNamed: string;
  issued: string;
  expires: string;
  number: string;
  code: string;
  verifyAt: string;
  title: string;
}> = {
  en: {
    heading: 'Certificate of Completion',
    certifies: 'This certifies that',
    completed: 'has completed',
    sessionDates: 'Session dates',
    instructor: 'Instructor',
    notNamed: 'Not named',
    issued: 'Issue date',
    expires: 'Expiration date',
    number: 'Certificate number',
    code: 'Verification code',
    verifyAt: 'Verify at',
    title: 'Certificate',
  },
  es: {
    heading: 'Certificado de Finalización',
    certifies: 'Se certifica que',
    completed: 'completó el curso',
    sessionDates: 'Fechas de la sesión',
    instructor: 'Instructor',
    notNamed: 'Sin nombre',
    issued: 'Fecha de emisión',
    expires: 'Fecha de vencimiento',
    number: 'Número de certificado',
    code: 'Código de verificación',
    verifyAt: 'Verifíquelo en',
    title: 'Certificado',
  },
};

/** Everything printed on an issued certificate, already as the reader sees it. */
export interface IssuedContent {
  providerName: string;
  studentName: string;
  classTitle: string;
  /** e.g. "8.0 training hours", or null when the class states none. */
  hours: string | null;
  sessionDates: string;
  instructor: string | null;
  issued: string;
  expires: string;
  number: string;
  code: string;
  verifyUrl: string;
  /** The language of the printed words; the data (names, title) stay as they are. */
  lang: Language;
}

const MARGIN = 54;

/** Renders the certificate as a one-page landscape PDF (US Letter, Helvetica) with a QR code. */
export async function renderIssuedPdf(c: IssuedContent): Promise<Buffer> {
  const w = CERTIFICATE_WORDS[c.lang];
  const qr = await QRCode.toBuffer(c.verifyUrl, { type: 'png', margin: 1, width: 220 });
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin: MARGIN,
    lang: c.lang === 'es' ? 'es-US' : 'en-US',
    info: { Title: `${w.title} ${c.number}`, Author: c.providerName, Subject: c.classTitle },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - MARGIN * 2;
  doc
    .lineWidth(2)
    .strokeColor('#1f4e79')
    .rect(MARGIN / 2, MARGIN / 2, doc.page.width - MARGIN, doc.page.height - MARGIN)
    .stroke();
  doc.font('Helvetica-Bold').fontSize(16).fillColor('#1f4e79');
  doc.text(c.providerName, MARGIN, MARGIN + 6, { width, align: 'center' });
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(28).fillColor('#000000');
  doc.text(w.heading, { width, align: 'center' });
  doc.moveDown(0.6).font('Helvetica').fontSize(13).text(w.certifies, {
    width,
    align: 'center',
  });
  doc.moveDown(0.4).font('Helvetica-Bold').fontSize(24).text(c.studentName, {
    width,
    align: 'center',
  });
  doc.moveDown(0.4).font('Helvetica').fontSize(13).text(w.completed, { width, align: 'center' });
  doc.moveDown(0.3).font('Helvetica-Bold').fontSize(18).text(c.classTitle, {
    width,
    align: 'center',
  });
  if (c.hours) {
    doc.moveDown(0.2).font('Helvetica').fontSize(13).text(c.hours, { width, align: 'center' });
  }
  doc.moveDown(1.2);
  const top = doc.y;
  const lines: [string, string][] = [
    [w.sessionDates, c.sessionDates],
    [w.instructor, c.instructor ?? w.notNamed],
    [w.issued, c.issued],
    [w.expires, c.expires],
    [w.number, c.number],
    [w.code, c.code],
  ];
  let y = top;
  for (const [label, value] of lines) {
    doc.font('Helvetica').fontSize(10).fillColor('#555555').text(label, MARGIN, y, { width: 130 });
    doc
      .font('Helvetica')
      .fontSize(11)
      .fillColor('#000000')
      .text(value, MARGIN + 130, y, { width: width - 130 - 130 });
    y = Math.max(doc.y, y + 16) + 2;
  }
  doc.image(qr, MARGIN + width - 110, top, { width: 110 });
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#444444')
    .text(`${w.verifyAt} ${c.verifyUrl}`, MARGIN, Math.max(y, top + 120) + 10, {
      width,
      align: 'left',
    });
  doc.end();
  return done;
}
