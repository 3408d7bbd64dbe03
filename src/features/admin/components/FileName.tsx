import { Fragment } from 'react';

/** A long archive name may break after each underscore (export_for_genoapp_ | SLC001.zip), not mid-code. */
export function FileName({ name }: { name: string }) {
  const parts = name.split(/(?<=_)/);
  return (
    <>
      {parts.map((part, index) => (
        // The parts of one name never move.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 && <wbr />}
        </Fragment>
      ))}
    </>
  );
}
