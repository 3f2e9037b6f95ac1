/** When a distribution's copy was last made; the default has none. */
export function PublishedDate({ date }: { date: string | undefined }) {
  if (!date) return <>—</>;
  return <time dateTime={date}>{new Date(date).toLocaleString()}</time>;
}
