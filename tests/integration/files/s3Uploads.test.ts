import { describeUploads } from './uploadScenarios.ts';

/** The same uploads on an S3-compatible object store (a local s3rver), through AWS's S3 client. */
describeUploads('s3');
