import { execFile } from 'node:child_process';

/**
 * The text of a PDF, pages joined, through pdf.js (the pinned `unpdf`): no system tool needed.
 * unpdf loads pdf.js as an ES module, which jest's CommonJS runtime cannot import, so a short-lived
 * `node` reads the file from stdin and prints the text.
 */
const SCRIPT = `
import { extractText, getDocumentProxy } from 'unpdf';
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const doc = await getDocumentProxy(new Uint8Array(Buffer.concat(chunks)));
const { totalPages, text } = await extractText(doc, { mergePages: true });
process.stdout.write(JSON.stringify({ pages: totalPages, text }));
`;

export function pdfText(pdf: Uint8Array): Promise<{ pages: number; text: string }> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['--input-type=module', '-e', SCRIPT],
      { cwd: __dirname, maxBuffer: 32 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) return reject(new Error(`PDF text extraction failed: ${stderr || error.message}`));
        resolve(JSON.parse(stdout) as { pages: number; text: string });
      },
    );
    child.stdin!.end(Buffer.from(pdf));
  });
}
