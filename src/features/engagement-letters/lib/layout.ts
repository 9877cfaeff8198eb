/**
 * A letter's merged Markdown as the PDF toolkit's blocks (src/shared/pdf): headings, paragraphs,
 * lists (a bullet or number before each item), quotes (muted), rules and tables. Inline formatting
 * is flattened to its text: the toolkit sets a paragraph in one weight, and a letter's meaning is in
 * its words. Raw HTML is printed as the text it is, never interpreted.
 */
import { marked, type Token, type Tokens } from 'marked';
import type { PdfBlock } from '../../../shared/pdf/index.js';

/** The text of inline tokens, without their formatting (escapes already resolved by the lexer). */
function inlineText(tokens: Token[] | undefined, fallback: string): string {
  if (!tokens) return fallback;
  return tokens
    .map((token): string => {
      const text = 'text' in token && typeof token.text === 'string' ? token.text : token.raw;
      if (token.type === 'br') return '\n';
      // Emphasis, links and the like keep their words: their inner tokens hold the escapes resolved.
      const inner = 'tokens' in token && Array.isArray(token.tokens) ? (token.tokens) : undefined;
      return inner && token.type !== 'codespan' ? inlineText(inner, text) : text;
    })
    .join('');
}

function listBlocks(list: Tokens.List, depth: number): PdfBlock[] {
  const blocks: PdfBlock[] = [];
  const start = typeof list.start === 'number' ? list.start : 1;
  list.items.forEach((item, index) => {
    const marker = list.ordered ? `${start + index}.` : '•';
    const indent = '    '.repeat(depth);
    const own = item.tokens.filter((token) => token.type !== 'list');
    const text = own.map((token) => ('tokens' in token ? inlineText(token.tokens, 'text' in token ? String(token.text) : '') : 'text' in token ? String(token.text) : '')).join('\n');
    blocks.push({ type: 'paragraph', text: `${indent}${marker} ${text}` });
    for (const nested of item.tokens) if (nested.type === 'list') blocks.push(...listBlocks(nested as Tokens.List, depth + 1));
  });
  return blocks;
}

function blocksOf(tokens: Token[]): PdfBlock[] {
  const blocks: PdfBlock[] = [];
  for (const token of tokens) {
    switch (token.type) {
      case 'heading': {
        const heading = token as Tokens.Heading;
        blocks.push({ type: 'heading', text: inlineText(heading.tokens, heading.text), level: Math.min(3, Math.max(1, heading.depth)) as 1 | 2 | 3 });
        break;
      }
      case 'paragraph': {
        const paragraph = token as Tokens.Paragraph;
        blocks.push({ type: 'paragraph', text: inlineText(paragraph.tokens, paragraph.text) });
        break;
      }
      case 'text': {
        const text = token as Tokens.Text;
        blocks.push({ type: 'paragraph', text: inlineText(text.tokens, text.text) });
        break;
      }
      case 'list':
        blocks.push(...listBlocks(token as Tokens.List, 0));
        break;
      case 'blockquote':
        for (const inner of blocksOf((token as Tokens.Blockquote).tokens)) blocks.push(inner.type === 'paragraph' ? { ...inner, muted: true } : inner);
        break;
      case 'hr':
        blocks.push({ type: 'rule' });
        break;
      case 'code':
        blocks.push({ type: 'paragraph', text: (token as Tokens.Code).text });
        break;
      case 'table': {
        const table = token as Tokens.Table;
        const share = 1 / Math.max(1, table.header.length);
        blocks.push({
          type: 'table',
          columns: table.header.map((cell, index) => ({ header: inlineText(cell.tokens, cell.text), width: share, align: table.align[index] === 'right' ? 'right' : 'left' })),
          rows: table.rows.map((row) => row.map((cell) => inlineText(cell.tokens, cell.text))),
        });
        break;
      }
      case 'html':
        blocks.push({ type: 'paragraph', text: (token as Tokens.HTML).text });
        break;
      case 'space':
        break;
      default:
        if ('text' in token && typeof token.text === 'string' && token.text.trim() !== '') blocks.push({ type: 'paragraph', text: token.text });
    }
  }
  return blocks;
}

/** The blocks of a letter's Markdown, in order. */
export function letterBlocks(markdown: string): PdfBlock[] {
  return blocksOf(marked.lexer(markdown, { gfm: true }));
}
