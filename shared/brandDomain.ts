/** The product's mail domain, named after the brand (BRAND): "Encaixe" gives encaixe.com.br. */
export const brandDomain = (brand: string) =>
  `${brand
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "")}.com.br`;
