import { useEffect, useRef, useState } from 'react';

/**
 * A text field mirrored into the URL. The field keeps its own state (so typing never waits for the
 * router), writes every change through `write`, and takes the URL's value only when something else
 * changed it (Clear Filters, back/forward, a link).
 */
export function useUrlText(urlValue: string, write: (value: string) => void) {
  const [text, setText] = useState(urlValue);
  const lastWritten = useRef(urlValue);

  useEffect(() => {
    const ours = urlValue === lastWritten.current || (urlValue === '' && lastWritten.current.trim() === '');
    if (ours) return;
    lastWritten.current = urlValue;
    setText(urlValue);
  }, [urlValue]);

  const onChange = (value: string) => {
    setText(value);
    lastWritten.current = value;
    write(value);
  };
  return [text, onChange] as const;
}
