/**
 * The story document (SPEC §3 Story story_content): a TipTap/ProseMirror JSON document with a closed set of nodes and
 * marks. Zod-free, so the web's editor and renderer use the same rules as the API. There is no HTML in a document:
 * text is plain text (rendered escaped), and {@link sanitizeStoryDocument} keeps only the nodes, attributes and marks
 * listed here, so a `<script>` or `onerror` stored by any path never comes back as markup (decision 0080).
 */

/** Block nodes a story document may hold: headings, paragraphs, lists, quotes, rules, and the two media blocks. */
export const STORY_BLOCK_NODES = [
  'heading',
  'paragraph',
  'blockquote',
  'bulletList',
  'orderedList',
  'listItem',
  'horizontalRule',
  'showreel',
  'quote',
] as const;
/** Inline nodes: text and line breaks. */
export const STORY_INLINE_NODES = ['text', 'hardBreak'] as const;
/** Text marks: bold, italic, underline, strike-through and links (http, https, mailto or a path of this site). */
export const STORY_MARKS = ['bold', 'italic', 'underline', 'strike', 'link'] as const;
/** Heading levels in a document (the page title is the h1). */
export const STORY_HEADING_LEVELS = [2, 3, 4] as const;

/** Limits of a story document: nodes in all, nesting depth, characters of one text node, characters of a link. */
export const STORY_DOCUMENT_LIMITS = { maxNodes: 5000, maxDepth: 12, maxTextLength: 20_000, maxHrefLength: 2000 } as const;

/** A mark of a text node. */
export type StoryMark = { type: (typeof STORY_MARKS)[number]; attrs?: { href: string } };
/** One node of a story document. */
export type StoryNode = {
  type: (typeof STORY_BLOCK_NODES)[number] | (typeof STORY_INLINE_NODES)[number];
  attrs?: Record<string, string | number>;
  content?: StoryNode[];
  text?: string;
  marks?: StoryMark[];
};
/** A story document (the root). */
export type StoryDocument = { type: 'doc'; content: StoryNode[] };

/** What a strict check found wrong: the path inside the document (e.g. `content.2.attrs.id`) and why. */
export type StoryDocumentProblem = { path: string; reason: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NODES = new Set<string>([...STORY_BLOCK_NODES, ...STORY_INLINE_NODES]);
const MARKS = new Set<string>(STORY_MARKS);

/** True when `href` is a safe link target: http(s), mailto, or a same-site path (never javascript:, data:, …). */
export function isSafeHref(href: string): boolean {
  if (href.length === 0 || href.length > STORY_DOCUMENT_LIMITS.maxHrefLength) return false;
  if (href.startsWith('/') && !href.startsWith('//')) return true;
  return /^(https?:\/\/|mailto:)[^\s]+$/i.test(href);
}

type Walk = { strict: boolean; problems: StoryDocumentProblem[]; nodes: number };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function problem(walk: Walk, path: string, reason: string): null {
  walk.problems.push({ path, reason });
  return null;
}

function cleanMarks(value: unknown, path: string, walk: Walk): StoryMark[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) return problem(walk, path, 'must be a list of marks') ?? undefined;
  const marks: StoryMark[] = [];
  value.forEach((mark, i) => {
    const type = isObject(mark) ? mark.type : undefined;
    if (typeof type !== 'string' || !MARKS.has(type)) return void problem(walk, `${path}.${i}.type`, `must be one of ${STORY_MARKS.join(', ')}`);
    if (type === 'link') {
      const href = isObject(mark) && isObject(mark.attrs) ? mark.attrs.href : undefined;
      if (typeof href !== 'string' || !isSafeHref(href.trim())) return void problem(walk, `${path}.${i}.attrs.href`, 'must be an http(s) or mailto link');
      marks.push({ type: 'link', attrs: { href: href.trim() } });
    } else if (!marks.some((m) => m.type === type)) {
      marks.push({ type: type as StoryMark['type'] });
    }
  });
  return marks.length > 0 ? marks : undefined;
}

function cleanNode(value: unknown, path: string, depth: number, walk: Walk): StoryNode | null {
  walk.nodes += 1;
  if (walk.nodes > STORY_DOCUMENT_LIMITS.maxNodes) return problem(walk, path, `a document holds at most ${STORY_DOCUMENT_LIMITS.maxNodes} nodes`);
  if (depth > STORY_DOCUMENT_LIMITS.maxDepth) return problem(walk, path, 'is nested too deeply');
  if (!isObject(value)) return problem(walk, path, 'must be a node object');
  const type = value.type;
  if (typeof type !== 'string' || !NODES.has(type)) return problem(walk, `${path}.type`, `unknown node type ${JSON.stringify(String(type)).slice(0, 40)}`);
  const attrs = isObject(value.attrs) ? value.attrs : {};
  switch (type) {
    case 'text': {
      const text = value.text;
      if (typeof text !== 'string' || text.length === 0) return problem(walk, `${path}.text`, 'must be non-empty text');
      if (text.length > STORY_DOCUMENT_LIMITS.maxTextLength) return problem(walk, `${path}.text`, `at most ${STORY_DOCUMENT_LIMITS.maxTextLength} characters`);
      const marks = cleanMarks(value.marks, `${path}.marks`, walk);
      return marks ? { type, text, marks } : { type, text };
    }
    case 'hardBreak':
    case 'horizontalRule':
      return { type };
    case 'showreel':
    case 'quote': {
      const id = attrs.id;
      if (typeof id !== 'string' || !UUID.test(id)) return problem(walk, `${path}.attrs.id`, 'must be a UUID');
      return { type, attrs: { id: id.toLowerCase() } };
    }
    case 'heading': {
      const level = Number(attrs.level ?? 2);
      const clamped = STORY_HEADING_LEVELS.includes(level as 2) ? level : level < 2 ? 2 : 4;
      if (walk.strict && clamped !== level) return problem(walk, `${path}.attrs.level`, `must be one of ${STORY_HEADING_LEVELS.join(', ')}`);
      return { type, attrs: { level: clamped }, content: cleanChildren(value.content, path, depth, walk) };
    }
    case 'orderedList': {
      const start = Number(attrs.start ?? 1);
      const node: StoryNode = { type, content: cleanChildren(value.content, path, depth, walk) };
      if (Number.isInteger(start) && start > 1 && start < 100_000) node.attrs = { start };
      return node;
    }
    default:
      return { type: type as StoryNode['type'], content: cleanChildren(value.content, path, depth, walk) };
  }
}

function cleanChildren(value: unknown, path: string, depth: number, walk: Walk): StoryNode[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return problem(walk, `${path}.content`, 'must be a list of nodes') ?? [];
  return value.flatMap((child, i) => cleanNode(child, `${path}.content.${i}`, depth + 1, walk) ?? []);
}

/**
 * Checks and cleans a story document. Strict (writes): any unknown node, mark or attribute value is a problem and
 * the caller answers 400 naming `story_content.<path>`. Lenient (reads): unknown parts are dropped. Either way the
 * answer holds only the nodes, marks and attributes of this file; unknown attributes (e.g. `onerror`) never survive.
 */
export function sanitizeStoryDocument(input: unknown, options: { strict?: boolean } = {}): { document: StoryDocument; problems: StoryDocumentProblem[] } {
  const walk: Walk = { strict: options.strict ?? false, problems: [], nodes: 0 };
  if (!isObject(input) || input.type !== 'doc') {
    return { document: { type: 'doc', content: [] }, problems: [{ path: 'type', reason: 'must be "doc"' }] };
  }
  const content = cleanChildren(input.content, '', 0, walk).filter((node) => !STORY_INLINE_NODES.includes(node.type as 'text'));
  return { document: { type: 'doc', content }, problems: walk.problems.map((p) => ({ ...p, path: p.path.replace(/^\./, '') })) };
}

/** Ids of the showreels and quotes a document's blocks show, in document order, each once. */
export function storyBlockIds(document: StoryDocument | null | undefined): { showreelIds: string[]; quoteIds: string[] } {
  const showreelIds = new Set<string>();
  const quoteIds = new Set<string>();
  const visit = (nodes: StoryNode[] | undefined) => {
    for (const node of nodes ?? []) {
      if (node.type === 'showreel' && typeof node.attrs?.id === 'string') showreelIds.add(node.attrs.id);
      if (node.type === 'quote' && typeof node.attrs?.id === 'string') quoteIds.add(node.attrs.id);
      visit(node.content);
    }
  };
  visit(document?.content);
  return { showreelIds: [...showreelIds], quoteIds: [...quoteIds] };
}

/** The document without the showreel and quote blocks whose ids `keep` rejects (blocks the reader may not see). */
export function withVisibleBlocks(document: StoryDocument, keep: (type: 'showreel' | 'quote', id: string) => boolean): StoryDocument {
  const filter = (nodes: StoryNode[]): StoryNode[] =>
    nodes.flatMap((node) => {
      if ((node.type === 'showreel' || node.type === 'quote') && !keep(node.type, String(node.attrs?.id ?? ''))) return [];
      return [node.content ? { ...node, content: filter(node.content) } : node];
    });
  return { type: 'doc', content: filter(document.content) };
}
