/** One photo of a pet, in the provider's sizes (Petfinder: small 100px, medium 300px, large 600px wide). */
export interface PetPhoto {
  small?: string | null;
  medium?: string | null;
  large?: string | null;
  full?: string | null;
}

/** An adoptable pet as the pets block shows it; the fields mean what the pets provider's do. */
export interface PetView {
  id: string | number;
  name: string;
  /** The pet's page at the provider. */
  url: string;
  photos: readonly PetPhoto[];
  /** breeds.primary */
  breed?: string | null;
  /** e.g. 'Young' */
  age?: string | null;
}

/** The image a card shows: the medium photo (the large one for 2x screens), or the first size there is. */
export function petImage(pet: PetView): { src: string; srcSet?: string } | null {
  for (const photo of pet.photos) {
    const src = photo.medium || photo.large || photo.full || photo.small;
    if (!src) continue;
    return photo.medium && photo.large ? { src, srcSet: `${photo.medium} 1x, ${photo.large} 2x` } : { src };
  }
  return null;
}

/** Spec §5: only pets with at least one photo are shown. */
export function visiblePets<T extends PetView>(pets: readonly T[]): T[] {
  return pets.filter((pet) => petImage(pet) !== null);
}

/** The line under a pet's name, e.g. 'Labrador Retriever · Young'; '' when neither is given. */
export function petDetails(pet: PetView): string {
  return [pet.breed, pet.age].filter((part): part is string => Boolean(part && part.trim())).join(' · ');
}
