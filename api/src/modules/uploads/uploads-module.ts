import type { ArenaModule } from '../../arena-module.js';
import { deleteQueuedUploads, moveUploadsIntoStorage } from './upload-files.js';
import { registerUploadRoutes } from './uploads-routes.js';

/** Stored uploads and signed attachment addresses; their files in the file storage. */
export const uploadsModule: ArenaModule = {
  name: 'uploads',
  parts: (context) => ({
    routes: (app) => registerUploadRoutes(app, context),
    periodic: [
      {
        // The first turn runs at start: files still in the database (before 0031) move into the storage.
        everyMs: 60_000,
        run: async () => {
          const moved = await moveUploadsIntoStorage(context.db, context.storage);
          if (moved > 0) context.log.info({ moved }, 'uploaded files moved into the file storage');
        },
        failure: 'moving uploaded files into the file storage failed',
      },
      {
        everyMs: 5 * 60_000,
        run: async () => {
          await deleteQueuedUploads(context.db, context.storage);
        },
        failure: 'deleting the files of deleted uploads failed',
      },
    ],
  }),
};
