// react-router-dom as the portal shares it: the same narrower entry as react-router (react-router.js). A file of its
// own, because Module Federation provides one share key per module: two keys on one file leave the second
// unprovided, and every app would then load its own copy.
export * from './react-router.js';
