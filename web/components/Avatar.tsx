import { useState } from "react";
import styled from "styled-components";

/** Words a Brazilian name joins with ('da', 'dos', 'e') and company-type suffixes ('Ltda', 'S.A.'): not initials. */
const skipped = new Set(["da", "das", "de", "do", "dos", "e", "ltda", "sa", "me", "mei", "epp", "eireli"]);

/** 'Ana Beatriz da Souza' → 'AS', 'Nuvem Verde Tecnologia S.A.' → 'NT'; one word → its first letter; nothing → '?'. */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? "")
    .trim()
    .split(/\s+/)
    .filter((word) => word && /\p{L}|\p{N}/u.test(word) && !skipped.has(word.toLowerCase().replace(/[^\p{L}]/gu, "")));
  if (words.length === 0) return "?";
  // The first letter or digit of a word ('(Tech)' → 'T', "d'Ávila" → 'D').
  const initial = (word: string) => word.match(/[\p{L}\p{N}]/u)?.[0] ?? "";
  const last = words.length > 1 ? initial(words[words.length - 1]!) : "";
  return (initial(words[0]!) + last).toLocaleUpperCase("pt-BR");
}

const Frame = styled.span<{ $size: number; $shape: AvatarShape }>`
  display: grid;
  place-items: center;
  flex-shrink: 0;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  overflow: hidden;
  border-radius: ${({ theme, $shape }) => ($shape === "circle" ? "50%" : theme.radius.md)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brandHover};
  font-size: ${({ $size }) => Math.max(12, Math.round($size * 0.38))}px;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.02em;
  line-height: 1;
  user-select: none;
  img {
    width: 100%;
    height: 100%;
    object-fit: ${({ $shape }) => ($shape === "circle" ? "cover" : "contain")};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

export type AvatarShape = "circle" | "rounded";

interface AvatarProps {
  /** The photo or logo URL; null shows the initials. */
  src: string | null | undefined;
  /** Whose picture it is: the initials come from it. */
  name: string | null | undefined;
  size?: number;
  /** Circle for people, rounded square for company logos. */
  shape?: AvatarShape;
  className?: string;
}

/**
 * A person's photo or a company's logo, or their initials when there is none
 * (or the image fails to load). Decorative: the name is always shown beside it.
 */
export function Avatar({ src, name, size = 48, shape = "circle", className }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = !!src && failed !== src;
  return (
    <Frame $size={size} $shape={shape} className={className} aria-hidden data-testid="avatar">
      {showImage ? <img src={src} alt="" loading="lazy" decoding="async" onError={() => setFailed(src)} /> : initialsOf(name)}
    </Frame>
  );
}
