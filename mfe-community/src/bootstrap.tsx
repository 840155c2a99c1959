import { startStandalone } from './app/standalone';

void startStandalone();
