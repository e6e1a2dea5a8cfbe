import {
  createContext,
  StrictMode,
  useContext,
  type ComponentType,
  type ReactElement,
} from 'react';
import { islandIdPrefix, type IslandName } from '../islands';

/**
 * Set by the server renderer (server-render.tsx): renders an island's element as a root of its
 * own, the way the browser will hydrate it, with its ids prefixed by `identifierPrefix`.
 */
export const IslandMarkup = createContext<
  ((element: ReactElement, identifierPrefix: string) => string) | null
>(null);

/**
 * A part of a server-rendered page that takes clicks or keys: the browser hydrates it alone
 * (public-main.tsx), with the code of its component and nothing of the static page around it.
 * `name` is its entry in islands.ts, which loads `component` in the browser; `props` travel in
 * the page as JSON, so they must be plain data. The wrapper is `display: contents`, so it
 * takes no part in the layout.
 *
 * Inside the app (a client-side navigation, or `npm run dev`) the component simply renders.
 */
export function Island<Props extends object>({
  name,
  component: Component,
  props,
}: {
  name: IslandName;
  component: ComponentType<Props>;
  props: Props;
}) {
  const markup = useContext(IslandMarkup);
  if (!markup) {
    return (
      <div data-island={name} className="contents">
        <Component {...props} />
      </div>
    );
  }
  return (
    <div
      data-island={name}
      data-props={JSON.stringify(props)}
      className="contents"
      dangerouslySetInnerHTML={{
        __html: markup(
          <StrictMode>
            <Component {...props} />
          </StrictMode>,
          islandIdPrefix(name),
        ),
      }}
    />
  );
}
