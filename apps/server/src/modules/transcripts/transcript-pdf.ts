import PDFDocument from 'pdfkit';
import { formatDayForPeople, type Transcript } from '@careclass/shared';

const MARGIN = 54;
const h = (n: number) => n.toFixed(1);

/** The transcript as a portrait US Letter PDF (Helvetica): totals, areas, then every training. */
export async function renderTranscriptPdf(providerName: string, t: Transcript): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: `Training transcript of ${t.student.name}`, Author: providerName },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - MARGIN * 2;
  doc.font('Helvetica-Bold').fontSize(14).fillColor('#1f4e79').text(providerName, { width });
  doc.moveDown(0.3).fontSize(20).fillColor('#000000').text('Training Hours Transcript', { width });
  doc.moveDown(0.3).font('Helvetica').fontSize(12).text(`${t.student.name} (${t.student.email})`);
  doc
    .fontSize(10)
    .fillColor('#444444')
    .text(`As of ${formatDayForPeople(t.as_of)}`);
  doc.moveDown(0.8).fillColor('#000000').font('Helvetica-Bold').fontSize(13).text('Totals');
  doc.font('Helvetica').fontSize(11);
  doc.text(`Last 12 months: ${h(t.totals.last_12_months)} hours`);
  doc.text(`Last 36 months: ${h(t.totals.last_36_months)} hours`);
  doc.text(`All time: ${h(t.totals.all_time)} hours (CDA goal ${t.goal.total} hours)`);
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).text('Hours per CDA subject area');
  doc.font('Helvetica').fontSize(10);
  for (const a of t.areas) {
    doc.text(`${a.area}. ${a.name}: ${h(a.hours)} of ${a.goal} hours${a.met ? ' (met)' : ''}`, {
      width,
    });
  }
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).text('Completed training');
  doc.font('Helvetica').fontSize(10);
  if (!t.entries.length) doc.text('No completed training yet.');
  for (const e of t.entries) {
    const areas = e.cda_subject_areas.length
      ? `CDA areas ${e.cda_subject_areas.join(', ')}`
      : 'No CDA area';
    const source =
      e.kind === 'external' ? 'External training' : (e.certificate_number ?? 'CareClass');
    doc.text(
      `${formatDayForPeople(e.completed_on)}  ${e.title}: ${h(e.hours)} hours; ${areas}; ${source}`,
      { width },
    );
  }
  doc.end();
  return done;
}
