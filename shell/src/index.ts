// Every federated entry starts asynchronously so shared singletons are negotiated before any import runs.
void import('./bootstrap');
