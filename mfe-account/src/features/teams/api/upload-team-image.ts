import { apiCall, type Team } from '@arena/shared-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MY_TEAMS_QUERY_KEY } from './get-my-teams';

/** POST /v1/teams/{id}/image (owner, admin): multipart field `image`; answers the new absolute URL. */
export async function uploadTeamImage({
  teamId,
  file,
}: {
  teamId: string;
  file: File;
}): Promise<string | null> {
  const body = new FormData();
  body.append('image', file);
  const { data } = await apiCall('POST /v1/teams/:id/image', { params: { id: teamId }, body });
  return data.profileImg;
}

export function useUploadTeamImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadTeamImage,
    onSuccess: (profileImg, { teamId }) =>
      queryClient.setQueryData<Team[]>(MY_TEAMS_QUERY_KEY, (teams) =>
        teams?.map((team) => (team.id === teamId ? { ...team, profileImg } : team)),
      ),
  });
}
