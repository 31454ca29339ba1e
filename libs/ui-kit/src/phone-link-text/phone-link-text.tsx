import { Fragment } from 'react';
import { telHref } from '../footer/footer';
import { TextLink } from '../text-link/text-link';

export type PhoneLinkTextProps = {
  /** Plain text that may mention the phone number (configured messages such as 'call us on 1300 000 000'). */
  text: string;
  /** The number to turn into a `tel:` link wherever it appears in the text. */
  phone: string;
};

/** Text with every mention of a phone number as a `tel:` link, so a phone's user can call with one tap. */
export function PhoneLinkText({ text, phone }: PhoneLinkTextProps) {
  if (!phone || !text.includes(phone)) return <>{text}</>;
  const parts = text.split(phone);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 ? <TextLink href={telHref(phone)}>{phone}</TextLink> : null}
        </Fragment>
      ))}
    </>
  );
}
