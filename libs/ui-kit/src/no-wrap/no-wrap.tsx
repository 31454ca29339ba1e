import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';

/**
 * Text kept on one line (a money amount: "250 000,00 $" never breaks before its "$", even in a container that lets
 * long words break anywhere). Language-neutral: it only stops line breaks inside.
 */
export const NoWrap = styled.span`
  white-space: nowrap;
`;

export type NoWrapTextProps = {
  /** Plain text (a translated sentence) that may contain the parts to keep whole. */
  text: string;
  /** The parts kept on one line wherever they appear (e.g. the formatted amounts the sentence was given). */
  keep: ReadonlyArray<string>;
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A sentence whose given parts (amounts) never wrap; the rest wraps as usual. */
export function NoWrapText({ text, keep }: NoWrapTextProps): ReactNode {
  const parts = keep.filter((part) => part !== '' && text.includes(part));
  if (!parts.length) return <>{text}</>;
  // Longest first, so a part containing another is kept whole.
  const pattern = new RegExp(
    `(${[...new Set(parts)]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|')})`,
  );
  return (
    <>
      {text
        .split(pattern)
        .map((piece, index) => (index % 2 === 1 ? <NoWrap key={index}>{piece}</NoWrap> : <Fragment key={index}>{piece}</Fragment>))}
    </>
  );
}
