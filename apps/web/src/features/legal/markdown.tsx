import { useMemo, type ReactNode } from 'react';
import { parseMarkdown, type Block, type Inline } from './parse-markdown.ts';

/** The page's own title is its h1: a Markdown "#" is one level below it. */
const HEADING_TAGS = ['h2', 'h3', 'h4', 'h5', 'h6', 'h6'] as const;

function InlineNodes({ nodes }: { nodes: Inline[] }): ReactNode {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return node.text;
      case 'strong':
        return (
          <strong key={index}>
            <InlineNodes nodes={node.children} />
          </strong>
        );
      case 'em':
        return (
          <em key={index}>
            <InlineNodes nodes={node.children} />
          </em>
        );
      case 'link':
        return (
          <a key={index} href={node.href} rel="noopener noreferrer" className="text-violet-800 underline">
            <InlineNodes nodes={node.children} />
          </a>
        );
    }
  });
}

function BlockNode({ block }: { block: Block }) {
  switch (block.type) {
    case 'heading': {
      const Heading = HEADING_TAGS[block.level - 1] ?? 'h6';
      return (
        <Heading className="mt-6 font-semibold text-gray-900">
          <InlineNodes nodes={block.children} />
        </Heading>
      );
    }
    case 'paragraph':
      return (
        <p className="mt-3 text-gray-800">
          <InlineNodes nodes={block.children} />
        </p>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List className={`mt-3 grid gap-1 ps-6 text-gray-800 ${block.ordered ? 'list-decimal' : 'list-disc'}`}>
          {block.items.map((item, index) => (
            <li key={index}>
              <InlineNodes nodes={item} />
            </li>
          ))}
        </List>
      );
    }
  }
}

/** Markdown drawn as React elements (parse-markdown.ts): every text is React's text, never HTML. */
export function Markdown({ source }: { source: string }) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return (
    <>
      {blocks.map((block, index) => (
        <BlockNode key={index} block={block} />
      ))}
    </>
  );
}
