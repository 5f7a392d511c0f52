// Office documents that point outside themselves, for the tests of the LibreOffice conversion: each names
// addresses on `baseUrl` (a listener the test runs) and local files (`canaryImage`, `canaryText`) that
// must never be fetched or read. They are the ways a document loads something while it is opened:
// HTML named .docx (its images, style sheet and frames), a flat OpenDocument named .odt, linked images
// in Word, PowerPoint and OpenDocument files, a linked OLE object, linked sections and INCLUDETEXT /
// INCLUDEPICTURE fields, and an SVG image inside a document whose own images are other files.
import { buildZip } from './test-documents';

export interface LinkTargets {
  /** An HTTP address every request of the test lands on (`${baseUrl}/name`). */
  baseUrl: string;
  canaryImage: string;
  canaryText: string;
}

const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** Named by the extension each is uploaded with. */
export function buildLinkedDocuments(targets: LinkTargets): Record<string, Buffer> {
  return {
    'html.docx': Buffer.from(htmlDocument(targets)),
    'flat.odt': Buffer.from(flatTextDocument(targets)),
    'linked.docx': wordDocument(targets),
    'linked.odt': textDocument(targets),
    'linked.pptx': presentation(targets),
    'fields.rtf': Buffer.from(richText(targets)),
  };
}

function htmlDocument({ baseUrl, canaryImage, canaryText }: LinkTargets): string {
  return `<html><head><link rel="stylesheet" href="${baseUrl}/html-style.css"></head><body>
<p>HTML named .docx</p>
<img src="${baseUrl}/html-image.png"><img src="file://${canaryImage}">
<iframe src="${baseUrl}/html-frame"></iframe><iframe src="file://${canaryText}"></iframe>
<object data="${baseUrl}/html-object"></object>
</body></html>`;
}

const ODF_NAMESPACES = `xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
  xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
  xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0"
  xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"
  xmlns:xlink="http://www.w3.org/1999/xlink"`;

const odfImage = (href: string) =>
  `<text:p><draw:frame svg:width="3cm" svg:height="3cm"><draw:image xlink:href="${escapeXml(href)}" xlink:type="simple" xlink:show="embed" xlink:actuate="onLoad"/></draw:frame></text:p>`;
const odfSection = (name: string, href: string) =>
  `<text:section text:name="${name}"><text:section-source xlink:href="${escapeXml(href)}" text:filter-name="Text"/><text:p>-</text:p></text:section>`;

function flatTextDocument({ baseUrl, canaryImage, canaryText }: LinkTargets): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document ${ODF_NAMESPACES} office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
 <office:body><office:text>
  <text:p>Flat OpenDocument named .odt</text:p>
  ${odfImage(`${baseUrl}/flat-image.png`)}
  ${odfImage(`file://${canaryImage}`)}
  ${odfSection('local', `file://${canaryText}`)}
  ${odfSection('remote', `${baseUrl}/flat-section`)}
 </office:text></office:body>
</office:document>`;
}

function textDocument({ baseUrl, canaryImage, canaryText }: LinkTargets): Buffer {
  // An SVG picture stored in the document, whose own images are a local file and an address.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="100">
<image x="0" y="0" width="100" height="100" xlink:href="file://${canaryImage}"/>
<image x="0" y="0" width="50" height="50" xlink:href="${baseUrl}/svg-image.png"/></svg>`;
  const content = `<?xml version="1.0" encoding="UTF-8"?>
<office:document-content ${ODF_NAMESPACES} office:version="1.3">
 <office:body><office:text>
  <text:p>OpenDocument with links</text:p>
  ${odfImage(`${baseUrl}/odt-image.png`)}
  ${odfImage(`file://${canaryImage}`)}
  ${odfImage('Pictures/links.svg')}
  <text:p><draw:frame svg:width="4cm" svg:height="4cm"><draw:object xlink:href="${baseUrl}/odt-object" xlink:type="simple" xlink:show="embed" xlink:actuate="onLoad"/></draw:frame></text:p>
  <text:p><draw:frame svg:width="4cm" svg:height="4cm"><draw:floating-frame xlink:href="${baseUrl}/odt-frame" xlink:type="simple" xlink:show="embed" xlink:actuate="onLoad"/></draw:frame></text:p>
  ${odfSection('local', `file://${canaryText}`)}
 </office:text></office:body>
</office:document-content>`;
  const manifest = `<?xml version="1.0" encoding="UTF-8"?>
<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.3">
 <manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.text"/>
 <manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>
 <manifest:file-entry manifest:full-path="Pictures/links.svg" manifest:media-type="image/svg+xml"/>
</manifest:manifest>`;
  return buildZip([
    ['mimetype', 'application/vnd.oasis.opendocument.text'],
    ['content.xml', content],
    ['META-INF/manifest.xml', manifest],
    ['Pictures/links.svg', svg],
  ]);
}

const relationships = (items: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="${PACKAGE_RELATIONSHIPS}">${items}</Relationships>`;
const externalImage = (id: string, target: string) =>
  `<Relationship Id="${id}" Type="${RELATIONSHIPS}/image" Target="${escapeXml(target)}" TargetMode="External"/>`;
const field = (instruction: string) =>
  `<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> ${escapeXml(instruction)} </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>-</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>`;

function wordDocument({ baseUrl, canaryImage, canaryText }: LinkTargets): Buffer {
  const linkedPicture = (id: string, number: number) =>
    `<w:p><w:r><w:drawing><wp:inline><wp:extent cx="914400" cy="914400"/><wp:docPr id="${number}" name="p${number}"/><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic><pic:nvPicPr><pic:cNvPr id="${number}" name="p${number}"/><pic:cNvPicPr/></pic:nvPicPr><pic:blipFill><a:blip r:link="${id}"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill><pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="914400" cy="914400"/></a:xfrm><a:prstGeom prst="rect"/></pic:spPr></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>`;
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="${RELATIONSHIPS}" xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"><w:body>
<w:p><w:r><w:t>Word document with links</w:t></w:r></w:p>
${linkedPicture('rIdRemote', 1)}${linkedPicture('rIdLocal', 2)}
${field(`INCLUDETEXT "${canaryText}"`)}
${field(`INCLUDEPICTURE "${baseUrl}/docx-include-picture.png" \\d`)}
${field(`INCLUDEPICTURE "${canaryImage}" \\d`)}
</w:body></w:document>`;
  return buildZip([
    [
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      relationships(`<Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="word/document.xml"/>`),
    ],
    ['word/document.xml', document],
    [
      'word/_rels/document.xml.rels',
      relationships(
        externalImage('rIdRemote', `${baseUrl}/docx-image.png`) + externalImage('rIdLocal', `file://${canaryImage}`),
      ),
    ],
  ]);
}

function presentation({ baseUrl, canaryImage }: LinkTargets): Buffer {
  const namespaces = `xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="${RELATIONSHIPS}" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"`;
  const shapes = (content: string) =>
    `<p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>${content}</p:spTree></p:cSld>`;
  const linkedPicture = (id: string, number: number) =>
    `<p:pic><p:nvPicPr><p:cNvPr id="${number}" name="p${number}"/><p:cNvPicPr/><p:nvPr/></p:nvPicPr><p:blipFill><a:blip r:link="${id}"/><a:stretch><a:fillRect/></a:stretch></p:blipFill><p:spPr><a:xfrm><a:off x="${number * 1_000_000}" y="0"/><a:ext cx="914400" cy="914400"/></a:xfrm><a:prstGeom prst="rect"/></p:spPr></p:pic>`;
  const part = (type: string) => `application/vnd.openxmlformats-officedocument.presentationml.${type}+xml`;
  return buildZip([
    [
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/ppt/presentation.xml" ContentType="${part('presentation.main')}"/><Override PartName="/ppt/slides/slide1.xml" ContentType="${part('slide')}"/><Override PartName="/ppt/slideLayouts/slideLayout1.xml" ContentType="${part('slideLayout')}"/><Override PartName="/ppt/slideMasters/slideMaster1.xml" ContentType="${part('slideMaster')}"/></Types>`,
    ],
    [
      '_rels/.rels',
      relationships(`<Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="ppt/presentation.xml"/>`),
    ],
    [
      'ppt/presentation.xml',
      `<p:presentation ${namespaces}><p:sldMasterIdLst><p:sldMasterId id="2147483648" r:id="rId1"/></p:sldMasterIdLst><p:sldIdLst><p:sldId id="256" r:id="rId2"/></p:sldIdLst><p:sldSz cx="9144000" cy="6858000"/><p:notesSz cx="6858000" cy="9144000"/></p:presentation>`,
    ],
    [
      'ppt/_rels/presentation.xml.rels',
      relationships(
        `<Relationship Id="rId1" Type="${RELATIONSHIPS}/slideMaster" Target="slideMasters/slideMaster1.xml"/><Relationship Id="rId2" Type="${RELATIONSHIPS}/slide" Target="slides/slide1.xml"/>`,
      ),
    ],
    [
      'ppt/slideMasters/slideMaster1.xml',
      `<p:sldMaster ${namespaces}>${shapes('')}<p:clrMap bg1="lt1" tx1="dk1" bg2="lt2" tx2="dk2" accent1="accent1" accent2="accent2" accent3="accent3" accent4="accent4" accent5="accent5" accent6="accent6" hlink="hlink" folHlink="folHlink"/><p:sldLayoutIdLst><p:sldLayoutId id="2147483649" r:id="rId1"/></p:sldLayoutIdLst></p:sldMaster>`,
    ],
    [
      'ppt/slideMasters/_rels/slideMaster1.xml.rels',
      relationships(
        `<Relationship Id="rId1" Type="${RELATIONSHIPS}/slideLayout" Target="../slideLayouts/slideLayout1.xml"/>`,
      ),
    ],
    ['ppt/slideLayouts/slideLayout1.xml', `<p:sldLayout ${namespaces}>${shapes('')}</p:sldLayout>`],
    [
      'ppt/slideLayouts/_rels/slideLayout1.xml.rels',
      relationships(
        `<Relationship Id="rId1" Type="${RELATIONSHIPS}/slideMaster" Target="../slideMasters/slideMaster1.xml"/>`,
      ),
    ],
    [
      'ppt/slides/slide1.xml',
      `<p:sld ${namespaces}>${shapes(linkedPicture('rIdRemote', 2) + linkedPicture('rIdLocal', 3))}</p:sld>`,
    ],
    [
      'ppt/slides/_rels/slide1.xml.rels',
      relationships(
        `<Relationship Id="rId1" Type="${RELATIONSHIPS}/slideLayout" Target="../slideLayouts/slideLayout1.xml"/>` +
          externalImage('rIdRemote', `${baseUrl}/pptx-image.png`) +
          externalImage('rIdLocal', `file://${canaryImage}`),
      ),
    ],
  ]);
}

function richText({ baseUrl, canaryImage, canaryText }: LinkTargets): string {
  const rtfField = (instruction: string) => `{\\field{\\*\\fldinst ${instruction}}{\\fldrslt -}}\\par `;
  return `{\\rtf1\\ansi RTF with fields\\par ${rtfField(`INCLUDETEXT "${canaryText}"`)}${rtfField(
    `INCLUDEPICTURE "${baseUrl}/rtf-include-picture.png" \\\\d`,
  )}${rtfField(`INCLUDEPICTURE "${canaryImage}" \\\\d`)}}`;
}
