import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { root } from './support/repo';
import { packagesIn, sourceFiles } from './support/source-files';
import { britishSpellingsOf } from '@uniform/style-engine';

/**
 * The product is American, so every text it shows is written in American spelling (issue 19). The
 * word table is the style engine's, the one the audit reads analyses with; this scan reads every
 * string literal, template text and JSX text of the frontend, the services and the libraries with it.
 * Code is not text: identifiers, comments, module paths, object keys and literal types are not read,
 * and neither are tests (their inputs are often what a user types, and a user may type "grey").
 */

/**
 * Literals kept British on purpose, each with why: code names and values that are stored or part of
 * an API, where renaming breaks saved answers, clients or log queries. None is shown as prose.
 */
const KEPT_VALUES: Readonly<Record<string, string>> = {
  'off-palette-colour':
    'a violation kind: a code name the analysis service writes to its logs and the audit census counts by',
  Grey: 'an eye-color answer (EYE_COLORS), stored in saved questionnaires and part of the API schema',
  'Grey / Silver':
    'a hair-color answer (HAIR_COLORS), stored in saved questionnaires and part of the API schema',
};

/** Proper names written as their owners write them; the rest of the text around them is still read. */
const PROPER_NAMES = ['Under Armour'];

export interface LiteralText {
  line: number;
  text: string;
}

const isModulePath = (node: ts.Node): boolean => {
  const parent = node.parent;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) return true;
  if (ts.isExternalModuleReference(parent) || ts.isModuleDeclaration(parent) || ts.isLiteralTypeNode(parent))
    return true;
  if (ts.isCallExpression(parent)) {
    const callee = parent.expression.getText();
    return (
      ['require', 'jest.mock', 'jest.requireActual', 'vi.mock'].includes(callee) ||
      parent.expression.kind === ts.SyntaxKind.ImportKeyword
    );
  }
  return false;
};

/** Object keys (`{ 'dove grey': … }`) and element access (`x['key']`) are code, not text. */
const isKey = (node: ts.Node): boolean => {
  const parent = node.parent;
  return (
    ((ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent) || ts.isMethodDeclaration(parent)) &&
      parent.name === node) ||
    (ts.isElementAccessExpression(parent) && parent.argumentExpression === node)
  );
};

/**
 * The words listed beside a literal: its siblings in an array, the key the array is the value of,
 * and, for a bare word list ('coffee tea neighbors neighbours'), its own words. A British spelling
 * listed beside its American form (['colour', 'color'], `jewelry: ['jewellery', …]`) is an input
 * alias for what users type, not text we write.
 */
function listedWords(node: ts.StringLiteralLike): Set<string> {
  const words = new Set<string>();
  const addWords = (text: string) =>
    text
      .toLowerCase()
      .match(/\p{L}+/gu)
      ?.forEach((word) => words.add(word));
  if (!/[.!?,;:]/.test(node.text)) addWords(node.text);
  const array = node.parent;
  if (!ts.isArrayLiteralExpression(array)) return words;
  for (const element of array.elements) {
    if (element !== node && ts.isStringLiteralLike(element)) addWords(element.text);
  }
  if (ts.isPropertyAssignment(array.parent)) addWords(array.parent.name.getText());
  return words;
}

const isInputAlias = (node: ts.StringLiteralLike): boolean => {
  const spellings = britishSpellingsOf(node.text);
  if (spellings.length === 0) return false;
  const listed = listedWords(node);
  return spellings.every(({ american }) => listed.has(american.toLowerCase()));
};

/** The texts of a source a user can read: string literals, template text and JSX text, with their lines. */
export function literalTexts(source: string, fileName = 'source.tsx'): LiteralText[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: LiteralText[] = [];
  const add = (node: ts.Node, text: string) =>
    found.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text });
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (!isModulePath(node) && !isKey(node) && !isInputAlias(node)) add(node, node.text);
    } else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      add(node, node.text);
    } else if (ts.isJsxText(node)) {
      add(node, node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Each British spelling in the texts of a source, as "line: word → American in "text"". */
export function britishSpellingsIn(source: string, fileName?: string): string[] {
  return literalTexts(source, fileName).flatMap(({ line, text }) =>
    Object.hasOwn(KEPT_VALUES, text)
      ? []
      : britishSpellingsOf(PROPER_NAMES.reduce((rest, name) => rest.replaceAll(name, ''), text)).map(
          ({ word, american }) =>
            `${line}: "${word}" → "${american}" in ${JSON.stringify(text.slice(0, 80))}`,
        ),
  );
}

const SCANNED = ['frontend/src', ...packagesIn('services'), ...packagesIn('libs')];

describe('every text the product writes is in American spelling', () => {
  test('When the frontend, services and libraries are scanned, then no string literal or JSX text holds a British spelling', () => {
    const found = SCANNED.flatMap((dir) =>
      sourceFiles(path.join(root, dir), false).flatMap((file) =>
        britishSpellingsIn(fs.readFileSync(file, 'utf8'), file).map(
          (fault) => `${path.relative(root, file)}:${fault}`,
        ),
      ),
    );
    expect(SCANNED).toEqual(
      expect.arrayContaining(['frontend/src', 'services/chat/src', 'libs/style-engine/src']),
    );
    expect(found).toEqual([]);
  });

  test('When a source holds British words in text, then the scan finds each with its line; code is left alone', () => {
    const source = [
      `import { COLOUR_WORDS } from '../colour';`,
      `const title = 'Your colour palette';`,
      `const keys = { 'dove grey': '#8F8A87', colourAnalysis: true };`,
      `const note = \`A \${tone} jewellery edit, favourite first\`;`,
      `const view = <p>Centre stage in Dove Grey</p>;`,
      `const analysis = result.colourAnalysis ?? fallback['grey'];`,
      `// A colour comment is code.`,
      `const dog = 'Greyhound';`,
      `const stop = ['colour', 'colours', 'color', 'colors'];`,
      `const synonyms = { jewelry: ['jewellery', 'ring'] };`,
      `const openers = wordSet('coffee neighbors neighbours friends');`,
      `const brand = { name: 'Under Armour', note: 'Under Armour in a grey hoodie' };`,
    ].join('\n');
    expect(britishSpellingsIn(source)).toEqual([
      '2: "colour" → "color" in "Your colour palette"',
      '4: "jewellery" → "jewelry" in " jewellery edit, favourite first"',
      '4: "favourite" → "favorite" in " jewellery edit, favourite first"',
      '5: "Centre" → "Center" in "Centre stage in Dove Grey"',
      '5: "Grey" → "Gray" in "Centre stage in Dove Grey"',
      '12: "grey" → "gray" in "Under Armour in a grey hoodie"',
    ]);
  });
});
