import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

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
}

const MARGIN = 54;

/** Renders the certificate as a one-page landscape PDF (US Letter, Helvetica) with a QR code. */
export async function renderIssuedPdf(c: IssuedContent): Promise<Buffer> {
  const qr = await QRCode.toBuffer(c.verifyUrl, { type: 'png', margin: 1, width: 220 });
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin: MARGIN,
    info: { Title: `Certificate ${c.number}`, Author: c.providerName, Subject: c.classTitle },
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
  doc.text('Certificate of Completion', { width, align: 'center' });
  doc.moveDown(0.6).font('Helvetica').fontSize(13).text('This certifies that', {
    width,
    align: 'center',
  });
  doc.moveDown(0.4).font('Helvetica-Bold').fontSize(24).text(c.studentName, {
    width,
    align: 'center',
  });
  doc
    .moveDown(0.4)
    .font('Helvetica')
    .fontSize(13)
    .text('has completed', { width, align: 'center' });
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
    ['Session dates', c.sessionDates],
    ['Instructor', c.instructor ?? 'Not named'],
    ['Issue date', c.issued],
    ['Expiration date', c.expires],
    ['Certificate number', c.number],
    ['Verification code', c.code],
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
    .text(`Verify at ${c.verifyUrl}`, MARGIN, Math.max(y, top + 120) + 10, {
      width,
      align: 'left',
    });
  doc.end();
  return done;
}
