import PDFDocument from 'pdfkit';
import type { Language } from '@careclass/shared';

/** The printed words of a receipt, in every language (docs/decisions/0053). */
export const RECEIPT_WORDS = {
  en: {
    title: (n: string) => `Receipt ${n}`,
    heading: 'Receipt',
    number: (n: string) => `Receipt number ${n}`,
    from: 'Received from',
    class: 'Class',
    sessionDate: 'Session date',
    paymentDate: 'Payment date',
    method: 'Payment method',
    reference: 'Reference',
    amount: 'Amount paid',
    thanks: (email: string) => `Thank you. Keep this receipt for your records. Questions: ${email}`,
  },
  es: {
    title: (n: string) => `Recibo ${n}`,
    heading: 'Recibo',
    number: (n: string) => `Recibo número ${n}`,
    from: 'Recibido de',
    class: 'Clase',
    sessionDate: 'Fecha de la sesión',
    paymentDate: 'Fecha de pago',
    method: 'Forma de pago',
    reference: 'Referencia',
    amount: 'Monto pagado',
    thanks: (email: string) =>
      `Gracias. Guarde este recibo para sus registros. Preguntas: ${email}`,
  },
} satisfies Record<Language, unknown>;

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
  /** The language of the printed words; the data (names, class title) stay as they are. */
  lang: Language;
}

const MARGIN = 56;
const LABEL_WIDTH = 150;

/** Renders the receipt as a one-page PDF (US Letter, the built-in Helvetica). */
export function renderReceiptPdf(r: ReceiptContent): Promise<Buffer> {
  const w = RECEIPT_WORDS[r.lang];
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    lang: r.lang === 'es' ? 'es-US' : 'en-US',
    info: { Title: w.title(r.number), Author: r.provider.name, Subject: r.classTitle },
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
  doc.font('Helvetica-Bold').fontSize(16).text(w.heading);
  doc.font('Helvetica').fontSize(11).text(w.number(r.number));
  doc.moveDown(1.5);

  const rows: [string, string][] = [
    [w.from, `${r.student.name} (${r.student.email})`],
    [w.class, r.classTitle],
    [w.sessionDate, r.sessionDate],
    [w.paymentDate, r.paymentDate],
    [w.method, r.method],
  ];
  if (r.reference) rows.push([w.reference, r.reference]);
  for (const [label, value] of rows) field(doc, label, value);

  doc.moveDown(1);
  field(doc, w.amount, r.amount, true);
  if (r.refund) {
    doc.moveDown(0.5);
    doc.font('Helvetica-Oblique').fontSize(11).text(r.refund, MARGIN);
  }
  doc.moveDown(3);
  doc.font('Helvetica').fontSize(9).fillColor('#666666').text(w.thanks(r.provider.email), MARGIN);
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
