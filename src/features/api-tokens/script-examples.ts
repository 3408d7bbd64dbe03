/**
 * The R and Python snippets shown beside a new token: they list the user's gene lists and read
 * the first one's values into a data frame, against this server's address. The secret is kept
 * in an environment variable (`GENOAPP_TOKEN`) so that a script can be shared without it; the
 * snippet sets it on its first line, for a first run, and says to move it out.
 */

const TOKEN_VARIABLE = 'GENOAPP_TOKEN';

/** A double-quoted literal that both R and Python read back as `text`. */
function quoted(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** `origin` is the server's address (`https://genoapp.example.org`), without a trailing slash. */
export function rExample(origin: string, secret: string): string {
  return [
    `# Keep the token out of the script: put ${TOKEN_VARIABLE}=… in ~/.Renviron instead.`,
    `Sys.setenv(${TOKEN_VARIABLE} = ${quoted(secret)})`,
    'library(httr2)',
    '',
    'genoapp <- function(path) {',
    `  request(${quoted(origin)}) |>`,
    '    req_url_path_append(path) |>',
    `    req_auth_bearer_token(Sys.getenv(${quoted(TOKEN_VARIABLE)}))`,
    '}',
    '',
    'genolists <- genoapp("api/genolists/mygenolists/") |> req_perform() |> resp_body_json()',
    'first <- genolists[[1]]$id',
    'tsv <- genoapp(sprintf("api/genolists/%d/download-transcripto-values", first)) |>',
    '  req_perform() |> resp_body_string()',
    'values <- read.delim(text = tsv)',
    'head(values)',
  ].join('\n');
}

export function pythonExample(origin: string, secret: string): string {
  return [
    `# Keep the token out of the script: export ${TOKEN_VARIABLE}=… in your shell instead.`,
    'import io',
    'import os',
    '',
    'import pandas as pd',
    'import requests',
    '',
    `os.environ.setdefault(${quoted(TOKEN_VARIABLE)}, ${quoted(secret)})`,
    `BASE = ${quoted(origin)}`,
    `session = requests.Session()`,
    `session.headers["Authorization"] = f"Bearer {os.environ['${TOKEN_VARIABLE}']}"`,
    '',
    'genolists = session.get(f"{BASE}/api/genolists/mygenolists/", timeout=30)',
    'genolists.raise_for_status()',
    'first = genolists.json()[0]["id"]',
    'tsv = session.get(f"{BASE}/api/genolists/{first}/download-transcripto-values", timeout=60)',
    'tsv.raise_for_status()',
    'values = pd.read_csv(io.StringIO(tsv.text), sep="\\t")',
    'print(values.head())',
  ].join('\n');
}
