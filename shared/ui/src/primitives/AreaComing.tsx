import { areaName } from '@reelforge/model';

/**
 * Stands in for a page the console does not have yet. It is not an error: nothing failed, so
 * it is calm in look and words, and names the page as the product does.
 */
export function AreaComing({ area }: { area: string }) {
  const name = areaName(area);
  return (
    <section className="rf-notice rf-coming" aria-label={name}>
      <h2>{name}</h2>
      <p>This part of the console is coming in a later version.</p>
    </section>
  );
}
