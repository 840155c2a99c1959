import { storeTokenFromAddress } from '@arena/shared-kit/address-token';

// A sign-in token in the address is in the auth cookie from the page's first task (P1 §4), before the start below,
// which is asynchronous and runs in several tasks: a navigation right after the load event carries the cookie.
// Only a token that comes back with the state of a sign-in this browser started is taken (login CSRF); token and
// state leave the address either way. This module and the cookie helpers are all it needs; the shared kit, loaded
// later, reads the cookie.
storeTokenFromAddress();

// Every federated entry starts asynchronously so shared singletons are negotiated before any import runs.
void import('./bootstrap');
