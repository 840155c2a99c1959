// react-router as the portal shares it (federation.cjs: the `import` of the 'react-router' and 'react-router-dom'
// singletons). A shared module ships every export whoever uses it, and react-router 7's one entry holds the data
// routers, server rendering, sessions and cookies besides the components the apps use (~55 KB gzip on every
// remote route). This entry re-exports what the apps import, so the rest is tree-shaken. Whatever is not listed
// here is `undefined` in every app: add it here before an app imports it (narrow-shared-entries.test.cjs checks).
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useOutletContext,
  useParams,
  useSearchParams,
} from 'react-router-package';
