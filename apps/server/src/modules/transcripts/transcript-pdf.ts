import PDFDocument from 'pdfkit';
import { formatDayForPeople, type Language, type Transcript } from '@careclass/shared';
import type { Bilingual } from '../../mail/bilingual.ts';

const MARGIN = 54;

/** The printed words of a transcript, in every language (docs/decisions/0053). */
export const TRANSCRIPT_WORDS: Bilingual<{
  docTitle: (name: string) => string;
  heading: string;
  asOf: (day: string) => string;
  totals: string;
  last12: (h: string) => string;
  last36: (h: string) => string;
  allTime: (h: string, goal: number) => string;
  perArea: string;
  area: (n: number, name: string, h: string, goal: number, met: boolean) => string;
  completed: string;
  none: string;
  areas: (list: string) => string;
  noArea: string;
  external: string;
  entry: (day: string, title: string, h: string, areas: string, source: string) => string;
}> = {
  en: {
    docTitle: (name) => `Training transcript of ${name}`,
    heading: 'Training Hours Transcript',
    asOf: (day) => `As of ${day}`,
    totals: 'Totals',
    last12: (h) => `Last 12 months: ${h} hours`,
    last36: (h) => `Last 36 months: ${h} hours`,
    allTime: (h, goal) => `All time: ${h} hours (CDA goal ${goal} hours)`,
    perArea: 'Hours per CDA subject area',
    area: (n, name, h, goal, met) => `${n}. ${name}: ${h} of ${goal} hours${met ? ' (met)' : ''}`,
    completed: 'Completed training',
    none: 'No completed training yet.',
    areas: (list) => `CDA areas ${list}`,
    noArea: 'No CDA area',
    external: 'External training',
    entry: (day, title, h, areas, source) => `${day}  ${title}: ${h} hours; ${areas}; ${source}`,
  },
  es: {
    docTitle: (name) => `Historial de capacitación de ${name}`,
    heading: 'Historial de Horas de Capacitación',
    asOf: (day) => `Al ${day}`,
    totals: 'Totales',
    last12: (h) => `Últimos 12 meses: ${h} horas`,
    last36: (h) => `Últimos 36 meses: ${h} horas`,
    allTime: (h, goal) => `En total: ${h} horas (meta del CDA: ${goal} horas)`,
    perArea: 'Horas por área temática del CDA',
    area: (n, name, h, goal, met) =>
      `${n}. ${name}: ${h} de ${goal} horas${met ? ' (cumplida)' : ''}`,
    completed: 'Capacitación completada',
    none: 'Todavía no tiene capacitación completada.',
    areas: (list) => `Áreas del CDA ${list}`,
    noArea: 'Sin área del CDA',
    external: 'Capacitación externa',
    entry: (day, title, h, areas, source) => `${day}  ${title}: ${h} horas; ${areas}; ${source}`,
  },
};

/** Hours with one decimal: es-US writes decimals with a point too, so 8.5 reads the same. */
const h = (n: number) => n.toFixed(1);

/** The transcript as a portrait US Letter PDF (Helvetica): totals, areas, then every training. */
export async function renderTranscriptPdf(
  providerName: string,
  t: Transcript,
  lang: Language = 'en',
): Promise<Buffer> {
  const w = TRANSCRIPT_WORDS[lang];
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    lang: lang === 'es' ? 'es-US' : 'en-US',
    info: { Title: w.docTitle(t.student.name), Author: providerName },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - MARGIN * 2;
  doc.font('Helvetica-Bold').fontSize(14).fillColor('#1f4e79').text(providerName, { width });
  doc.moveDown(0.3).fontSize(20).fillColor('#000000').text(w.heading, { width });
  doc.moveDown(0.3).font('Helvetica').fontSize(12).text(`${t.student.name} (${t.student.email})`);
  doc
    .fontSize(10)
    .fillColor('#444444')
    .text(w.asOf(formatDayForPeople(t.as_of, lang)));
  doc.moveDown(0.8).fillColor('#000000').font('Helvetica-Bold').fontSize(13).text(w.totals);
  doc.font('Helvetica').fontSize(11);
  doc.text(w.last12(h(t.totals.last_12_months)));
  doc.text(w.last36(h(t.totals.last_36_months)));
  doc.text(w.allTime(h(t.totals.all_time), t.goal.total));
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).text(w.perArea);
  doc.font('Helvetica').fontSize(10);
  for (const a of t.areas) {
    doc.text(w.area(a.area, a.name, h(a.hours), a.goal, a.met), { width });
  }
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).text(w.completed);
  doc.font('Helvetica').fontSize(10);
  if (!t.entries.length) doc.text(w.none);
  for (const e of t.entries) {
    const areas = e.cda_subject_areas.length ? w.areas(e.cda_subject_areas.join(', ')) : w.noArea;
    const source = e.kind === 'external' ? w.external : (e.certificate_number ?? 'CareClass');
    doc.text(
      w.entry(formatDayForPeople(e.completed_on, lang), e.title, h(e.hours), areas, source),
      {
        width,
      },
    );
  }
  doc.end();
  return done;
}
