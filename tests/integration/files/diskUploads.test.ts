import { describeUploads } from './uploadScenarios.ts';

/** Uploads on the disk store, the default: a folder on this machine. */
describeUploads('disk');
