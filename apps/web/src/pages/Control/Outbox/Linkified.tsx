import { Anchor } from "@mantine/core";
import { Fragment } from "react";

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;

/**
 * Plain text with its web addresses as links (reset links in the outbox are followed from here).
 * React escapes the text: nothing in a message can become markup.
 */
export function Linkified({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <>
      {parts.map((part, index) =>
        // split() with a capturing group puts the matches at odd positions.
        index % 2 === 1 ? (
          <Anchor key={index} href={part} target="_blank" rel="noreferrer noopener" style={{ wordBreak: "break-all" }}>
            {part}
          </Anchor>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
