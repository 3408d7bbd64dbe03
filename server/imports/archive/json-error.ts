/**
 * Where JSON text stops being valid, as line and column (1-based). `JSON.parse` only sometimes
 * names a position (V8 omits it for "Unexpected token" and end-of-input errors), and a user
 * fixing a manifest by hand needs one, so this walks the JSON grammar (RFC 8259) itself.
 * Only called after `JSON.parse` has failed; returns the end of the text if it finds no error.
 */

class Stop {
  constructor(readonly at: number) {}
}

export function jsonErrorLocation(text: string): { line: number; column: number } {
  const at = jsonErrorOffset(text);
  const before = text.slice(0, at);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: at - lineStart + 1 };
}

function jsonErrorOffset(text: string): number {
  let i = 0;
  const stop = (): never => {
    throw new Stop(i);
  };
  const space = () => {
    while (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r') i++;
  };
  const expect = (char: string) => {
    space();
    if (text[i] !== char) stop();
    i++;
  };
  const string = () => {
    expect('"');
    for (;;) {
      const code = text.charCodeAt(i);
      if (Number.isNaN(code) || code < 0x20) stop();
      i++;
      if (code === 0x22) return;
      if (code === 0x5c) {
        if (text[i] === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) stop();
          i += 5;
        } else if ('"\\/bfnrt'.includes(text[i] ?? 'x')) i++;
        else stop();
      }
    }
  };
  const number = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
  const list = (close: string, item: () => void) => {
    i++;
    space();
    if (text[i] === close) {
      i++;
      return;
    }
    for (;;) {
      item();
      space();
      if (text[i] === close) {
        i++;
        return;
      }
      expect(',');
    }
  };
  const value = (): void => {
    space();
    const char = text[i];
    if (char === '{') {
      list('}', () => {
        space();
        string();
        expect(':');
        value();
      });
    } else if (char === '[') list(']', value);
    else if (char === '"') string();
    else {
      for (const literal of ['true', 'false', 'null']) {
        if (text.startsWith(literal, i)) {
          i += literal.length;
          return;
        }
      }
      number.lastIndex = i;
      if (!number.test(text)) stop();
      i = number.lastIndex;
    }
  };
  try {
    value();
    space();
    if (i < text.length) stop();
    return text.length;
  } catch (error) {
    if (error instanceof Stop) return error.at;
    throw error;
  }
}
