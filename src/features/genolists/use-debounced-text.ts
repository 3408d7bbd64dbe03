import { useDebouncedCallback } from '@mantine/hooks';
import { useRef, useState } from 'react';

/** Searches wait 300 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A text box bound to a value held elsewhere (the URL): it shows every keystroke at once and
 * sends the text on after `delay` ms of quiet. A change of the value from outside (a link, a
 * "clear filters" button) replaces what the box shows.
 */
export function useDebouncedText(
  value: string,
  commit: (text: string) => void,
  delay = SEARCH_DEBOUNCE_MS,
): [string, (text: string) => void, () => void] {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const sent = useRef(value);
  const debounced = useDebouncedCallback((next: string) => {
    sent.current = next;
    commit(next);
  }, delay);
  if (value !== seen) {
    setSeen(value);
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }
  const change = (next: string) => {
    setText(next);
    debounced(next);
  };
  const clear = () => {
    debounced.cancel();
    setText('');
    sent.current = '';
    commit('');
  };
  return [text, change, clear];
}
