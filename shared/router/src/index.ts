/**
 * The parts of react-router the console uses. Host and remotes import routing from here,
 * and this module is what federation shares as the router singleton: a shared module
 * cannot be tree-shaken, so sharing react-router whole would ship all of it (about 60 KB
 * gzip) to every page; re-exporting what is used lets webpack drop the rest.
 */
export {
  createBrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  UNSAFE_DataRouterContext,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
} from 'react-router';
export type { Blocker, BlockerFunction, NavigateFunction } from 'react-router';
