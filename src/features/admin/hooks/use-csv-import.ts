import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateAfterAdminWrite } from '../api/write-hook';

/** The largest CSV the admin's import forms read (the server takes more; a season is split into files). */
const MAX_BYTES = 2 * 1024 * 1024;

interface CsvImportOptions<R> {
  /** Sends the file's text: a dry run first, then the commit. */
  upload: (text: string, dryRun: boolean) => Promise<R>;
  /** The message for a file over 2 MiB. */
  tooLarge: string;
  /** The message an error shows. */
  errorText: (e: unknown) => string;
  /** Whether a commit clears the last error before it starts. */
  clearErrorOnCommit: boolean;
}

/**
 * A CSV import form's state: choosing a file runs the dry run, `commit` writes it and refreshes every query; a
 * commit the server refuses shows its report again.
 */
export function useCsvImport<R extends { committed: boolean }>({ upload, tooLarge, errorText, clearErrorOnCommit }: CsvImportOptions<R>) {
  const qc = useQueryClient();
  const [csv, setCsv] = useState<{ name: string; text: string } | null>(null);
  const [dry, setDry] = useState<R | null>(null);
  const [done, setDone] = useState<R | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function choose(file: File | undefined) {
    setDry(null);
    setDone(null);
    setError(null);
    setCsv(null);
    if (!file) return;
    if (file.size > MAX_BYTES) return setError(tooLarge);
    const text = await file.text();
    setCsv({ name: file.name, text });
    setBusy(true);
    try {
      setDry(await upload(text, true));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }

  async function commit() {
    if (!csv || busy) return;
    setBusy(true);
    if (clearErrorOnCommit) setError(null);
    try {
      const report = await upload(csv.text, false);
      if (report.committed) {
        setDone(report);
        setDry(null);
        await invalidateAfterAdminWrite(qc);
      } else setDry(report);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }

  return { csv, dry, done, error, busy, choose, commit };
}
