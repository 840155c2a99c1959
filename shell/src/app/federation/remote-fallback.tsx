import { KitProvider, Unavailable, type LoadFailureKind } from '@arena/shared-kit';
import { createRoot } from 'react-dom/client';

/** Draws the unavailable message, with retry, into a remote's container; returns the unmount function. */
export function mountUnavailable(container: HTMLElement, kind: LoadFailureKind, id: string): () => void {
  const root = createRoot(container);
  root.render(
    <KitProvider withQueryClient={false}>
      <div data-unavailable-remote={id.split('/')[0]}>
        <Unavailable kind={kind} />
      </div>
    </KitProvider>,
  );
  return () => root.unmount();
}
