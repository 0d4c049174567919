// Writes the AI one-sheeter, "Quick Reference Guide: Responsible AI Use in Government", a one-page PDF, from
// tools/pdf/one-sheeter.md to the ai-policy app's public folder, where the app serves it under /_ai-policy/.
//
// Usage: node tools/pdf/one-sheeter.mjs [source.md] [out.pdf]
// The source's syntax: '# ' the title (also the PDF's Title), '> ' the lead line, '## ' a section, '- ' a bullet.
// The same source always gives the same bytes (fixed dates and id), so the committed PDF changes only with the source.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument, PDFHexString, rgb, StandardFonts } from 'pdf-lib';

const here = dirname(fileURLToPath(import.meta.url));
export const SOURCE = join(here, 'one-sheeter.md');
export const OUTPUT = join(
  here,
  '../../apps/ai-policy/public/quick-reference-guide-responsible-ai-use-in-government.pdf',
);
/** Bump with a content change worth dating; it is the PDF's creation and modification date. */
const EDITION = new Date('2026-11-26T00:00:00Z');

const PAGE = { width: 612, height: 792 }; // US Letter, in points
const MARGIN = 40;
const GUTTER = 20;
const COLUMN = (PAGE.width - 2 * MARGIN - GUTTER) / 2;
const PRIMARY = rgb(0.114, 0.306, 0.537); // the site's primary, #1d4e89
const TEXT = rgb(0.1, 0.12, 0.15);
const MUTED = rgb(0.33, 0.36, 0.4);
/** Type sizes and line heights (points) of the sections: sized so the eight sections fill both columns. */
const HEADING = { size: 12.5, line: 15.5 };
const BULLET = { size: 10.25, line: 13.75 };

/** The source as { title, lead, sections: [{ heading, bullets }] }; anything else in it is an error. */
export function parseSource(text) {
  const sheet = { title: '', lead: '', sections: [] };
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '') return;
    if (line.startsWith('# ')) sheet.title = line.slice(2).trim();
    else if (line.startsWith('> ')) sheet.lead = line.slice(2).trim();
    else if (line.startsWith('## ')) sheet.sections.push({ heading: line.slice(3).trim(), bullets: [] });
    else if (line.startsWith('- ') && sheet.sections.length > 0)
      sheet.sections.at(-1).bullets.push(line.slice(2).trim());
    else throw new Error(`one-sheeter.md line ${index + 1}: expected '# ', '> ', '## ' or '- ', got "${line}"`);
  });
  if (!sheet.title || sheet.sections.length === 0)
    throw new Error('one-sheeter.md needs a "# " title and at least one "## " section');
  return sheet;
}

/** `text` broken into lines no wider than `width` at `size` in `font`. */
function wrap(text, font, size, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

export async function buildOneSheeter(sheet) {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(sheet.title, { showInWindowTitleBar: true });
  pdf.setAuthor('CivicBrief');
  pdf.setSubject('A one-page summary of the CivicBrief AI Policy Resources guides');
  pdf.setKeywords(['AI policy', 'government', 'responsible AI', 'CivicBrief']);
  pdf.setCreator('tools/pdf/one-sheeter.mjs');
  pdf.setProducer('pdf-lib');
  pdf.setLanguage('en-US');
  pdf.setCreationDate(EDITION);
  pdf.setModificationDate(EDITION);
  // A fixed document id, so the same source gives the same bytes.
  const id = PDFHexString.of('43697669634272696566414931536865');
  pdf.context.trailerInfo.ID = pdf.context.obj([id, id]);

  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([PAGE.width, PAGE.height]);

  // Header band: brand, title, lead.
  page.drawRectangle({ x: 0, y: PAGE.height - 96, width: PAGE.width, height: 96, color: PRIMARY });
  page.drawText('CivicBrief · AI Policy Resources', {
    x: MARGIN,
    y: PAGE.height - 30,
    size: 9,
    font: bold,
    color: rgb(1, 1, 1),
  });
  let y = PAGE.height - 52;
  for (const line of wrap(sheet.title, bold, 17, PAGE.width - 2 * MARGIN)) {
    page.drawText(line, { x: MARGIN, y, size: 17, font: bold, color: rgb(1, 1, 1) });
    y -= 20;
  }
  y = PAGE.height - 112;
  for (const line of wrap(sheet.lead, regular, 9, PAGE.width - 2 * MARGIN)) {
    page.drawText(line, { x: MARGIN, y, size: 9, font: regular, color: MUTED });
    y -= 12;
  }

  // Sections in two columns, top to bottom, then left to right.
  const top = y - 8;
  const bottom = MARGIN + 28;
  let column = 0;
  y = top;
  const room = (height) => {
    if (y - height >= bottom) return;
    column += 1;
    if (column > 1) throw new Error('The one-sheeter no longer fits on one page: shorten tools/pdf/one-sheeter.md');
    y = top;
  };
  for (const section of sheet.sections) {
    const headingLines = wrap(section.heading, bold, HEADING.size, COLUMN);
    const bullets = section.bullets.map((bullet) => wrap(bullet, regular, BULLET.size, COLUMN - 11));
    // A heading stays with its first bullet.
    room(headingLines.length * HEADING.line + 4 + (bullets[0]?.length ?? 0) * BULLET.line);
    const x = MARGIN + column * (COLUMN + GUTTER);
    for (const line of headingLines) {
      page.drawText(line, { x, y: y - HEADING.size, size: HEADING.size, font: bold, color: PRIMARY });
      y -= HEADING.line;
    }
    y -= 4;
    for (const lines of bullets) {
      room(lines.length * BULLET.line);
      const left = MARGIN + column * (COLUMN + GUTTER);
      page.drawText('•', { x: left, y: y - BULLET.size, size: BULLET.size, font: bold, color: PRIMARY });
      for (const line of lines) {
        page.drawText(line, { x: left + 11, y: y - BULLET.size, size: BULLET.size, font: regular, color: TEXT });
        y -= BULLET.line;
      }
      y -= 3;
    }
    y -= 8;
  }

  // Footer.
  page.drawLine({
    start: { x: MARGIN, y: MARGIN + 16 },
    end: { x: PAGE.width - MARGIN, y: MARGIN + 16 },
    thickness: 0.5,
    color: MUTED,
  });
  const footer =
    'Written by the CivicBrief team. Not legal advice: check your state and local law. The full guides: /ai-policy-resources';
  page.drawText(footer, { x: MARGIN, y: MARGIN + 4, size: 7.5, font: regular, color: MUTED });
  return pdf.save({ useObjectStreams: false });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [source = SOURCE, output = OUTPUT] = process.argv.slice(2);
  const bytes = await buildOneSheeter(parseSource(readFileSync(source, 'utf8')));
  writeFileSync(output, bytes);
  console.log(`${output}: ${bytes.length} bytes`);
}
