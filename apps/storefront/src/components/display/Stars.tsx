import './stars.css';

/** Five read-only stars for a 0-5 score, with the score as the accessible name. */
export function Stars({ value, label }: { value: number; label: string }) {
  const score = Math.max(0, Math.min(5, Math.round(Number(value) || 0)));
  return (
    <span className="stars" role="img" aria-label={label} title={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} className={n <= score ? 'stars__star is-on' : 'stars__star'} />
      ))}
    </span>
  );
}
