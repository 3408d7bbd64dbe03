import { useEffect, useState } from 'react';
import { checkDataFile, type DataFileCheck, dataFileFormat, maxDataFileBytes } from './data-file';

/** The checks of the chosen file (`checkDataFile`), run again whenever another file is chosen. */
export function useDataFileCheck(file: File | null): { check: DataFileCheck | null; checking: boolean } {
  const [done, setDone] = useState<{ file: File; check: DataFileCheck } | null>(null);
  useEffect(() => {
    if (!file) return;
    let current = true;
    checkDataFile(file)
      .catch((): DataFileCheck => {
        const format = dataFileFormat(file.name);
        return { format, problem: 'unreadable', samples: [], limit: maxDataFileBytes(format) };
      })
      .then((check) => {
        if (current) setDone({ file, check });
      });
    return () => {
      current = false;
    };
  }, [file]);
  const check = file && done?.file === file ? done.check : null;
  return { check, checking: file !== null && check === null };
}
