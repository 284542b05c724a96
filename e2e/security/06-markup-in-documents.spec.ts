import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildAnalysisFixture, buildAnswersFixture } from '@uniform/contracts';
import { buildAnalysis } from '@uniform/style-engine';
import { call, describeReply, isJson, jsonOf, probe } from './support/probe';

/**
 * Markup in the text a user controls, carried into documents we make: the PDF brand guide and the
 * uniform PDF must show it as the literal words (no script ran, no file was embedded), whether it
 * came in the analysis, a personal-brand edit or a custom item's name, and the family manifesto's Markdown
 * must not hand a renderer raw HTML (the app's own MarkdownView never renders HTML, but the
 * downloaded .md is opened in other editors and viewers).
 */

const SCRIPT = '<script>document.title="pwned"</script>';
const IMAGE = '<img src=x onerror=alert(1)>';
const FRAME = '<iframe src=file:///etc/passwd>';
/** What /etc/passwd starts with on any Linux: a sign its content was embedded. */
const PASSWD_CONTENT = /root:x?:0:0:/;

/**
 * PDF text as poppler-utils' pdftotext reads it (installed by .ci/run). `raw` keeps the content
 * stream's order: a table cell that wraps stays whole instead of interleaving with its row's columns.
 */
function pdfText(pdf: Buffer, mode: '-layout' | '-raw' = '-layout'): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'uniform-security-pdf-'));
  try {
    const file = path.join(dir, 'guide.pdf');
    writeFileSync(file, pdf);
    const result = spawnSync('pdftotext', [mode, file, '-'], { encoding: 'utf8' });
    if (result.error || result.status !== 0)
      throw new Error(`pdftotext failed (install poppler-utils): ${result.error?.message ?? result.stderr}`);
    return result.stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Whitespace-free, so a line break pdftotext put inside a tag does not hide it. */
const squeeze = (text: string) => text.replace(/\s+/g, '');

probe(
  'markup in the PDF brand guide',
  'When the analysis text fields hold <script>, <img onerror> and <iframe src=file:///etc/passwd>, then the PDF shows them as literal text and embeds no file',
  async (context) => {
    const fixture = buildAnalysisFixture();
    const analysis = buildAnalysisFixture({
      styleArchetype: `Mentor ${IMAGE}`,
      brandSummary: `Calm and warm. ${SCRIPT} ${IMAGE} ${FRAME} Prepared, never casual.`,
      styleStrategy: `One neutral. ${FRAME}`,
      eventLooks: { ...fixture.eventLooks, pitchMeeting: `Dove grey blazer. ${SCRIPT}` },
    });
    const reply = await call(context.client(), 'POST', '/api/generate-pdf', { body: { analysis } });
    // Unusable input may be refused outright; then there is no document to inspect.
    if (reply.status === 400 && isJson(reply)) return [];
    if (reply.status !== 200 || !String(reply.headers['content-type']).includes('application/pdf'))
      return [`no PDF came back: ${describeReply(reply)}`];
    const text = pdfText(reply.body);
    const squeezed = squeeze(text);
    const accepted: string[] = [];
    for (const markup of [SCRIPT, IMAGE, FRAME])
      if (!squeezed.includes(squeeze(markup))) accepted.push(`${markup} is not in the PDF's text as written`);
    if (PASSWD_CONTENT.test(text)) accepted.push('the content of /etc/passwd is in the PDF');
    return accepted;
  },
  { timeout: 90_000 },
);

/** A custom item as the profile keeps it: the user's own name for it is free text. */
const customItem = (name: string) => ({
  name,
  url: 'https://shop.example.com/item/1',
  savedAt: '2026-11-20T10:00:00.000Z',
  pieceType: 'foundation',
});
/** Closes the document's style block if printed raw. */
const STYLE_BREAK = '</style><h1>injected</h1>';

for (const document of ['brand-guide', 'uniform'] as const)
  probe(
    `markup in the user's edits and custom items, ${document} PDF`,
    `When a personal-brand edit and a custom item's name hold </style>, <script>, <img onerror> and <iframe src=file:///etc/passwd>, then the ${document} PDF shows them as literal text and embeds no file`,
    async (context) => {
      // An engine analysis has the 12 pieces a custom item can stand in for.
      const analysis = buildAnalysis(buildAnswersFixture());
      const pieceId = analysis.uniformPieces![0]!.id;
      const edit = `Plain and exact. ${STYLE_BREAK} ${SCRIPT}`;
      const itemName = `Tweed ${IMAGE} ${FRAME}`;
      const reply = await call(context.client(), 'POST', '/api/generate-pdf', {
        body: {
          analysis,
          document,
          personalBrand: { brandStatement: edit, voiceAndTone: edit },
          customItems: { [pieceId]: customItem(itemName) },
        },
      });
      if (reply.status === 400 && isJson(reply)) return [];
      if (reply.status !== 200 || !String(reply.headers['content-type']).includes('application/pdf'))
        return [`no PDF came back: ${describeReply(reply)}`];
      // The item's name sits in a table cell that wraps.
      const text = pdfText(reply.body, '-raw');
      const squeezed = squeeze(text);
      const accepted: string[] = [];
      // The uniform prints no brand statement; the item's name is in both.
      const expected = document === 'brand-guide' ? [STYLE_BREAK, SCRIPT, IMAGE, FRAME] : [IMAGE, FRAME];
      for (const markup of expected)
        if (!squeezed.includes(squeeze(markup)))
          accepted.push(`${markup} is not in the PDF's text as written`);
      if (PASSWD_CONTENT.test(text)) accepted.push('the content of /etc/passwd is in the PDF');
      return accepted;
    },
    { timeout: 90_000 },
  );

/** Raw HTML a Markdown renderer would pass through: outside code spans and blocks, not escaped. */
function rawHtmlIn(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  const tags = prose.match(/(?<!\\)<\s*\/?\s*(?:script|img|iframe|svg|object|embed|a)\b[^>\n]*>?/gi) ?? [];
  const links = prose.match(/\]\(\s*(?:javascript|data|file):[^)]*\)/gi) ?? [];
  return [...tags, ...links];
}

probe(
  'markup in the manifesto Markdown',
  'When manifesto sections hold <script>, <img onerror>, <iframe> and a javascript: link, then the returned Markdown has them escaped or neutralised',
  async (context) => {
    const content = [
      `We came from the coast. ${SCRIPT}`,
      `We keep the old photographs. ${IMAGE}`,
      `We read together on Sundays. ${FRAME}`,
      'Our motto is [click here](javascript:alert(1)) and we mean it, every single day of the year.',
    ].join('\n\n');
    const reply = await call(context.client(), 'POST', '/api/manifesto/generate', {
      body: {
        sections: [
          {
            id: 'origins',
            title: `Origins ${IMAGE}`,
            description: 'Where your family comes from and the stories you carry.',
            content,
          },
          {
            id: 'mission',
            title: 'Mission',
            description: 'What your family is here to do together.',
            content: `We show up for each other. ${SCRIPT}`,
          },
        ],
      },
    });
    if (reply.status === 400 && isJson(reply)) return [];
    const manifesto = jsonOf<{ manifesto?: unknown }>(reply)?.manifesto;
    if (reply.status !== 200 || typeof manifesto !== 'string')
      return [`no manifesto came back: ${describeReply(reply)}`];
    const raw = rawHtmlIn(manifesto);
    return raw.length === 0 ? [] : [`raw markup in the Markdown: ${raw.join(' ')}`];
  },
);
