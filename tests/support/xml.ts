// A strict XML 1.0 reader for the crawler documents the server writes (no DTD,
// comments or processing instructions besides the declaration: they would be a
// mistake there; CDATA sections, which Indeed's feed wraps every value in, are
// read as text). It throws on what any XML parser would refuse: a
// character XML cannot carry, a bare `&` or `<`, an unknown entity, tags that
// do not nest, a second root. No dependency in package.json parses XML.

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: (XmlElement | string)[];
}

const notXmlChar = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
const namePattern = /[A-Za-z_][\w.:-]*/y;
const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decode(text: string, where: number): string {
  return text.replace(/&([^;]*);|&/g, (whole, name: string | undefined) => {
    if (name === undefined) throw new Error(`bare '&' near ${where}`);
    if (name in entities) return entities[name]!;
    const code = /^#\d+$/.test(name) ? Number(name.slice(1)) : /^#x[\da-fA-F]+$/.test(name) ? Number.parseInt(name.slice(2), 16) : undefined;
    if (code === undefined || code > 0x10ffff) throw new Error(`unknown entity ${whole} near ${where}`);
    const char = String.fromCodePoint(code);
    if (notXmlChar.test(char)) throw new Error(`entity ${whole} is not an XML character`);
    return char;
  });
}

export function parseXml(xml: string): XmlElement {
  const bad = notXmlChar.exec(xml);
  if (bad) throw new Error(`character U+${bad[0].codePointAt(0)!.toString(16)} at ${bad.index} is not allowed in XML`);
  let pos = /^<\?xml [^?]*\?>/.exec(xml)?.[0].length ?? 0;
  const space = () => {
    while (/[ \t\r\n]/.test(xml[pos] ?? "")) pos++;
  };
  const name = () => {
    namePattern.lastIndex = pos;
    const match = namePattern.exec(xml);
    if (!match) throw new Error(`name expected at ${pos}`);
    pos += match[0].length;
    return match[0];
  };

  function element(): XmlElement {
    if (xml[pos] !== "<") throw new Error(`'<' expected at ${pos}`);
    pos++;
    const node: XmlElement = { name: name(), attributes: {}, children: [] };
    for (;;) {
      const before = pos;
      space();
      if (xml.startsWith("/>", pos)) {
        pos += 2;
        return node;
      }
      if (xml[pos] === ">") break;
      if (pos === before) throw new Error(`space expected before an attribute at ${pos}`);
      const attribute = name();
      space();
      if (xml[pos++] !== "=") throw new Error(`'=' expected at ${pos - 1}`);
      space();
      const quote = xml[pos++];
      if (quote !== '"' && quote !== "'") throw new Error(`quoted value expected at ${pos - 1}`);
      const end = xml.indexOf(quote, pos);
      const raw = xml.slice(pos, end);
      if (end < 0 || raw.includes("<")) throw new Error(`bad value of ${attribute} at ${pos}`);
      if (attribute in node.attributes) throw new Error(`attribute ${attribute} repeated at ${pos}`);
      node.attributes[attribute] = decode(raw, pos);
      pos = end + 1;
    }
    pos++;
    for (;;) {
      const next = xml.indexOf("<", pos);
      if (next < 0) throw new Error(`</${node.name}> missing`);
      const text = xml.slice(pos, next);
      if (text.includes("]]>")) throw new Error(`']]>' in text at ${pos}`);
      if (text) node.children.push(decode(text, pos));
      pos = next;
      if (xml.startsWith("<![CDATA[", pos)) {
        const end = xml.indexOf("]]>", pos);
        if (end < 0) throw new Error(`unclosed CDATA section at ${pos}`);
        node.children.push(xml.slice(pos + 9, end));
        pos = end + 3;
        continue;
      }
      if (xml.startsWith("</", pos)) {
        pos += 2;
        const closing = name();
        space();
        if (closing !== node.name || xml[pos] !== ">") throw new Error(`</${node.name}> expected at ${pos}, found </${closing}`);
        pos++;
        return node;
      }
      node.children.push(element());
    }
  }

  space();
  const root = element();
  space();
  if (pos !== xml.length) throw new Error(`content after the root element at ${pos}`);
  return root;
}

/** Child elements named `name` (namespace prefix included, as written). */
export const childrenNamed = (node: XmlElement, name: string) =>
  node.children.filter((child): child is XmlElement => typeof child !== "string" && child.name === name);

export function child(node: XmlElement, name: string): XmlElement {
  const found = childrenNamed(node, name);
  if (found.length !== 1) throw new Error(`<${node.name}> has ${found.length} <${name}>`);
  return found[0]!;
}

/** The text of an element (its text children joined). */
export const textOf = (node: XmlElement) => node.children.filter((c): c is string => typeof c === "string").join("");
