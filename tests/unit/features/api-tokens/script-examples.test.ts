import { describe, expect, it } from 'vitest';
import { pythonExample, rExample } from '../../../../src/features/api-tokens/script-examples';

const ORIGIN = 'https://genoapp.example.org';
const SECRET = 'gnp_AbC-12_xyz';

describe('the R example', () => {
  const script = rExample(ORIGIN, SECRET);

  it('calls this server with the token as a bearer, kept in GENOAPP_TOKEN', () => {
    expect(script).toContain(`Sys.setenv(GENOAPP_TOKEN = "${SECRET}")`);
    expect(script).toContain(`request("${ORIGIN}")`);
    expect(script).toContain('req_auth_bearer_token(Sys.getenv("GENOAPP_TOKEN"))');
    expect(script).toContain('library(httr2)');
  });

  it("lists the gene lists and reads the first one's values from routes the API has", () => {
    expect(script).toContain('"api/genolists/mygenolists/"');
    expect(script).toContain('"api/genolists/%d/download-transcripto-values"');
    expect(script).toContain('read.delim(text = tsv)');
  });
});

describe('the Python example', () => {
  const script = pythonExample(ORIGIN, SECRET);

  it('sends the token from GENOAPP_TOKEN as a bearer to this server', () => {
    expect(script).toContain(`os.environ.setdefault("GENOAPP_TOKEN", "${SECRET}")`);
    expect(script).toContain(`BASE = "${ORIGIN}"`);
    expect(script).toContain(`session.headers["Authorization"] = f"Bearer {os.environ['GENOAPP_TOKEN']}"`);
    expect(script).toContain('{BASE}/api/genolists/mygenolists/');
    expect(script).toContain('{BASE}/api/genolists/{first}/download-transcripto-values');
  });

  it('reads the tab-separated values with a tab separator', () => {
    expect(script).toContain('sep="\\t"');
  });
});

describe('quoting', () => {
  it('escapes quotes and backslashes so an odd address stays one string in both languages', () => {
    const odd = 'http://host/"x"\\y';
    expect(rExample(odd, SECRET)).toContain('request("http://host/\\"x\\"\\\\y")');
    expect(pythonExample(odd, SECRET)).toContain('BASE = "http://host/\\"x\\"\\\\y"');
  });
});
