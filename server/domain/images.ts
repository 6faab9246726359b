/** Where the server serves a stored image (photos and logos). */
export const imageUrl = (imageId: string | null) => (imageId ? `/images/${imageId}` : null);
