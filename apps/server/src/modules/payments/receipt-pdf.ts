import PDFDocument from 'pdfkit';

/** Everything printed on a receipt, already as the reader sees it. */
export interface ReceiptContent {
  number: string;
  provider: { name: string; address: string; email: string; phone: string };
  student: { name: string; email: string };
  amount: string;
  classTitle: string;
  sessionDate: string;
  paymentDate: string;
  method: string;
  reference: string | null;
  /** A line saying the payment was refunded, when it was. */
  refund: string | null;
}

const MARGIN = 56;
const LABEL_WIDTH = 150;

/** Renders the receipt as a one-page PDF (US Letter, the built-in Helvetica). */
export function renderReceiptPdf(r: ReceiptContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: `Receipt ${r.number}`, Author: r.provider.name, Subject: r.classTitle },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).text(r.provider.name);
  doc.font('Helvetica').fontSize(10).fillColor('#444444');
  for (const line of [r.provider.address, r.provider.email, r.provider.phone]) {
    if (line) doc.text(line);
  }
  doc.moveDown(2).fillColor('#000000');
  doc.font('Helvetica-Bold').fontSize(16).text('Receipt');
  doc.font('Helvetica').fontSize(11).text(`Receipt number ${r.number}`);
  doc.moveDown(1.5);

  const rows: [string, string][] = [
    ['Received from', `${r.student.name} (${r.student.email})`],
    ['Class', r.classTitle],
    ['Session date', r.sessionDate],
    ['Payment date', r.paymentDate],
    ['Payment method', r.method],
  ];
  if (r.reference) rows.push(['Reference', r.reference]);
  for (const [label, value] of rows) field(doc, label, value);

  doc.moveDown(1);
  field(doc, 'Amount paid', r.amount, true);
  if (r.refund) {
    doc.moveDown(0.5);
    doc.font('Helvetica-Oblique').fontSize(11).text(r.refund, MARGIN);
  }
  doc.moveDown(3);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#666666')
    .text(`Thank you. Keep this receipt for your records. Questions: ${r.provider.email}`, MARGIN);
  doc.end();
  return done;
}

/** One "label: value" line; the value wraps in its own column. */
function field(doc: PDFKit.PDFDocument, label: string, value: string, bold = false) {
  const y = doc.y;
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor('#555555')
    .text(label, MARGIN, y, {
      width: LABEL_WIDTH - 10,
    });
  const afterLabel = doc.y;
  doc
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(bold ? 13 : 11)
    .fillColor('#000000')
    .text(value, MARGIN + LABEL_WIDTH, y, {
      width: doc.page.width - 2 * MARGIN - LABEL_WIDTH,
    });
  doc.y = Math.max(doc.y, afterLabel) + 4;
}
