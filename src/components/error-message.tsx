/** The spec's error line: "Error: " plus the message. */
export function ErrorMessage({ error, prefix = 'Error: ' }: { error: unknown; prefix?: string }) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-800">
      {prefix}
      {message}
    </p>
  );
}
