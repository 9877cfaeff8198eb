import { SaxesParser } from 'saxes';

export interface XmlElement {
  /** Qualified name as written, e.g. "atom:link". */
  name: string;
  local: string;
  /** Namespace URI ('' when none). */
  uri: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text and CDATA, entities resolved. */
  text: string;
  line: number;
}

export class XmlSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(message);
    this.name = 'XmlSyntaxError';
  }
}

/**
 * Parses with saxes, a conformant XML 1.0 + namespaces parser: anything that is not well-formed
 * (bad characters, "]]>" in text, undefined entities, unbound prefixes, mismatched tags) throws.
 */
export function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  parser.on('opentag', (tag) => {
    const attributes: Record<string, string> = {};
    for (const attribute of Object.values(tag.attributes)) attributes[attribute.name] = attribute.value;
    const element: XmlElement = { name: tag.name, local: tag.local, uri: tag.uri, attributes, children: [], text: '', line: parser.line };
    stack.at(-1)?.children.push(element);
    root ??= element;
    stack.push(element);
  });
  const addText = (text: string) => {
    const current = stack.at(-1);
    if (current) current.text += text;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => {
    stack.pop();
  });
  try {
    parser.write(xml).close();
  } catch (error) {
    throw new XmlSyntaxError((error as Error).message.replace(/^\d+:\d+: /, ''), parser.line, parser.column);
  }
  if (!root) throw new XmlSyntaxError('the document has no root element', parser.line, parser.column);
  return root;
}
