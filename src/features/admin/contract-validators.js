// Generated from openapi.yaml by scripts/generate-contract-schemas.ts; do not edit. Rerun the script after
// changing the contract. Ajv standalone validators: no code is compiled at run time.
import * as runtime0 from "ajv-formats/dist/formats.js"
import * as runtime1 from "ajv/dist/runtime/ucs2length.js"
// The helpers are CommonJS: Node hands over their exports as the default export, bundlers as the namespace.
const cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns)
export const validateActivationPreview = validate20;
const schema31 = {"type":"object","required":["plan","effect","expiresAt","creditedDays","currentPlan","currentExpiresAt"],"properties":{"plan":{"$ref":"https://relay-portal.invalid/schemas/PlanSummary"},"effect":{"type":"string","enum":["start","extend","replace"]},"expiresAt":{"type":"string","format":"date-time"},"creditedDays":{"type":"integer","minimum":0},"currentPlan":{"oneOf":[{"$ref":"https://relay-portal.invalid/schemas/PlanSummary"},{"type":"null"}]},"currentExpiresAt":{"type":["string","null"],"format":"date-time"}}};
const schema32 = {"type":"object","required":["id","name","duration","serviceScope"],"properties":{"id":{"type":"string"},"name":{"type":"string"},"duration":{"$ref":"https://relay-portal.invalid/schemas/Duration"},"serviceScope":{"$ref":"https://relay-portal.invalid/schemas/ServiceScope"}}};
const schema35 = {"type":"string","enum":["all","claude","gemini","openai"]};
const schema33 = {"type":"object","required":["value","unit"],"properties":{"value":{"type":"integer","minimum":1},"unit":{"$ref":"https://relay-portal.invalid/schemas/DurationUnit"}}};
const schema34 = {"type":"string","enum":["year","month","day"]};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.value === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "value"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.unit === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "unit"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.value !== undefined){
let data0 = data.value;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.unit !== undefined){
let data1 = data.unit;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/unit",schemaPath:"https://relay-portal.invalid/schemas/DurationUnit/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(((data1 === "year") || (data1 === "month")) || (data1 === "day"))){
const err5 = {instancePath:instancePath+"/unit",schemaPath:"https://relay-portal.invalid/schemas/DurationUnit/enum",keyword:"enum",params:{allowedValues: schema34.enum}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":{"value":true,"unit":true},"dynamicProps":false,"dynamicItems":false};


function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.duration === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "duration"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.serviceScope === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "serviceScope"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.duration !== undefined){
if(!(validate22(data.duration, {instancePath:instancePath+"/duration",parentData:data,parentDataProperty:"duration",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
}
if(data.serviceScope !== undefined){
let data3 = data.serviceScope;
if(typeof data3 !== "string"){
const err6 = {instancePath:instancePath+"/serviceScope",schemaPath:"https://relay-portal.invalid/schemas/ServiceScope/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!((((data3 === "all") || (data3 === "claude")) || (data3 === "gemini")) || (data3 === "openai"))){
const err7 = {instancePath:instancePath+"/serviceScope",schemaPath:"https://relay-portal.invalid/schemas/ServiceScope/enum",keyword:"enum",params:{allowedValues: schema35.enum}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":{"id":true,"name":true,"duration":true,"serviceScope":true},"dynamicProps":false,"dynamicItems":false};

const formats0 = cjs(runtime0).fullFormats["date-time"];

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.plan === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "plan"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.effect === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "effect"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.expiresAt === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "expiresAt"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.creditedDays === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "creditedDays"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.currentPlan === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "currentPlan"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.currentExpiresAt === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "currentExpiresAt"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.plan !== undefined){
if(!(validate21(data.plan, {instancePath:instancePath+"/plan",parentData:data,parentDataProperty:"plan",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
}
if(data.effect !== undefined){
let data1 = data.effect;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/effect",schemaPath:"#/properties/effect/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(((data1 === "start") || (data1 === "extend")) || (data1 === "replace"))){
const err7 = {instancePath:instancePath+"/effect",schemaPath:"#/properties/effect/enum",keyword:"enum",params:{allowedValues: schema31.properties.effect.enum}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.expiresAt !== undefined){
let data2 = data.expiresAt;
if(typeof data2 === "string"){
if(!(formats0.validate(data2))){
const err8 = {instancePath:instancePath+"/expiresAt",schemaPath:"#/properties/expiresAt/format",keyword:"format",params:{format: "date-time"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/expiresAt",schemaPath:"#/properties/expiresAt/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.creditedDays !== undefined){
let data3 = data.creditedDays;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err10 = {instancePath:instancePath+"/creditedDays",schemaPath:"#/properties/creditedDays/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err11 = {instancePath:instancePath+"/creditedDays",schemaPath:"#/properties/creditedDays/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
if(data.currentPlan !== undefined){
let data4 = data.currentPlan;
const _errs9 = errors;
let valid1 = false;
let passing0 = null;
const _errs10 = errors;
if(!(validate21(data4, {instancePath:instancePath+"/currentPlan",parentData:data,parentDataProperty:"currentPlan",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
var _valid0 = _errs10 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
var props0 = {};
props0.id = true;
props0.name = true;
props0.duration = true;
props0.serviceScope = true;
}
const _errs11 = errors;
if(data4 !== null){
const err12 = {instancePath:instancePath+"/currentPlan",schemaPath:"#/properties/currentPlan/oneOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid0 = _errs11 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err13 = {instancePath:instancePath+"/currentPlan",schemaPath:"#/properties/currentPlan/oneOf",keyword:"oneOf",params:{passingSchemas: passing0}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
}
}
if(data.currentExpiresAt !== undefined){
let data5 = data.currentExpiresAt;
if((typeof data5 !== "string") && (data5 !== null)){
const err14 = {instancePath:instancePath+"/currentExpiresAt",schemaPath:"#/properties/currentExpiresAt/type",keyword:"type",params:{type: schema31.properties.currentExpiresAt.type}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(typeof data5 === "string"){
if(!(formats0.validate(data5))){
const err15 = {instancePath:instancePath+"/currentExpiresAt",schemaPath:"#/properties/currentExpiresAt/format",keyword:"format",params:{format: "date-time"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":{"plan":true,"effect":true,"expiresAt":true,"creditedDays":true,"currentPlan":true,"currentExpiresAt":true},"dynamicProps":false,"dynamicItems":false};

export const validateApiKeyList = validate26;
const schema36 = {"type":"object","required":["items","limit"],"properties":{"items":{"type":"array","items":{"$ref":"https://relay-portal.invalid/schemas/ApiKey"}},"limit":{"type":"integer","minimum":1}}};
const schema37 = {"type":"object","required":["id","name","remark","key","createdAt","lastUsedAt"],"properties":{"id":{"$ref":"https://relay-portal.invalid/schemas/ApiKeyId"},"name":{"type":"string","minLength":1,"maxLength":64},"remark":{"type":"string","maxLength":200},"key":{"type":"string","pattern":"^cr_[A-Za-z0-9]{40,}$"},"createdAt":{"type":"string","format":"date-time"},"lastUsedAt":{"type":["string","null"],"format":"date-time"},"usage":{"$ref":"https://relay-portal.invalid/schemas/ApiKeyUsage"},"enabled":{"type":"boolean"},"expiresAt":{"type":["string","null"],"format":"date-time"},"limits":{"$ref":"https://relay-portal.invalid/schemas/ApiKeyLimits"},"allowedIps":{"type":"array","maxItems":32,"items":{"type":"string"}},"allowedModels":{"type":"array","items":{"type":"string"}},"lastUsedIp":{"type":["string","null"]},"limitUse":{"type":"array","items":{"$ref":"https://relay-portal.invalid/schemas/ApiKeyLimitUse"}},"previousKeyValidUntil":{"type":["string","null"],"format":"date-time"}}};
const schema38 = {"type":"string","pattern":"^[A-Za-z0-9_-]{1,64}$"};
const schema42 = {"type":"object","required":["dailyUsd","weeklyUsd","monthlyUsd","dailyRequests"],"properties":{"dailyUsd":{"type":["number","null"],"minimum":0},"weeklyUsd":{"type":["number","null"],"minimum":0},"monthlyUsd":{"type":["number","null"],"minimum":0},"dailyRequests":{"type":["integer","null"],"minimum":0}}};
const pattern4 = new RegExp("^[A-Za-z0-9_-]{1,64}$", "u");
const pattern5 = new RegExp("^cr_[A-Za-z0-9]{40,}$", "u");
const func1 = cjs(runtime1).default;
const schema39 = {"type":"object","required":["todayRequests","todayCost","totalRequests","totalCost"],"properties":{"todayRequests":{"type":"integer","minimum":0},"todayCost":{"$ref":"https://relay-portal.invalid/schemas/Money"},"totalRequests":{"type":"integer","minimum":0},"totalCost":{"$ref":"https://relay-portal.invalid/schemas/Money"}}};
const schema40 = {"type":"object","required":["amount","currency"],"properties":{"amount":{"type":"number","minimum":0},"currency":{"type":"string","pattern":"^[A-Z]{3}$"}}};
const pattern6 = new RegExp("^[A-Z]{3}$", "u");

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.todayRequests === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "todayRequests"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.todayCost === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "todayCost"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.totalRequests === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "totalRequests"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.totalCost === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "totalCost"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.todayRequests !== undefined){
let data0 = data.todayRequests;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err4 = {instancePath:instancePath+"/todayRequests",schemaPath:"#/properties/todayRequests/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/todayRequests",schemaPath:"#/properties/todayRequests/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data.todayCost !== undefined){
let data1 = data.todayCost;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.amount === undefined){
const err6 = {instancePath:instancePath+"/todayCost",schemaPath:"https://relay-portal.invalid/schemas/Money/required",keyword:"required",params:{missingProperty: "amount"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.currency === undefined){
const err7 = {instancePath:instancePath+"/todayCost",schemaPath:"https://relay-portal.invalid/schemas/Money/required",keyword:"required",params:{missingProperty: "currency"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1.amount !== undefined){
let data2 = data1.amount;
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err8 = {instancePath:instancePath+"/todayCost/amount",schemaPath:"https://relay-portal.invalid/schemas/Money/properties/amount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/todayCost/amount",schemaPath:"https://relay-portal.invalid/schemas/Money/properties/amount/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data1.currency !== undefined){
let data3 = data1.currency;
if(typeof data3 === "string"){
if(!pattern6.test(data3)){
const err10 = {instancePath:instancePath+"/todayCost/currency",schemaPath:"https://relay-portal.invalid/schemas/Money/properties/currency/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/todayCost/currency",schemaPath:"https://relay-portal.invalid/schemas/Money/properties/currency/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/todayCost",schemaPath:"https://relay-portal.invalid/schemas/Money/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.totalRequests !== undefined){
let data4 = data.totalRequests;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err13 = {instancePath:instancePath+"/totalRequests",schemaPath:"#/properties/totalRequests/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err14 = {instancePath:instancePath+"/totalRequests",schemaPath:"#/properties/totalRequests/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
if(data.totalCost !== undefined){
let data5 = data.totalCost;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.amount === undefined){
const err15 = {instancePath:instancePath+"/totalCost",schemaPath:"https://relay-portal.invalid/schemas/Money/required",keyword:"required",params:{missingProperty: "amount"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data5.currency === undefined){
const err16 = {instancePath:instancePath+"/totalCost",schemaPath:"https://relay-portal.invalid/schemas/Money/required",keyword:"required",params:{missingProperty: "currency"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data5.amount !== undefined){
let data6 = data5.amount;
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
const err17 = {instancePath:instancePath+"/totalCost/amount",schemaPath:"https://relay-portal.invalid/schemas/Money/properties/amount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/totalCost/amount",schemaPath:"https://relay-portal.invalid/schemas/Money/properties/amount/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data5.currency !== undefined){
let data7 = data5.currency;
if(typeof data7 === "string"){
if(!pattern6.test(data7)){
const err19 = {instancePath:instancePath+"/totalCost/currency",schemaPath:"https://relay-portal.invalid/schemas/Money/properties/currency/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/totalCost/currency",schemaPath:"https://relay-portal.invalid/schemas/Money/properties/currency/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath:instancePath+"/totalCost",schemaPath:"https://relay-portal.invalid/schemas/Money/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":{"todayRequests":true,"todayCost":true,"totalRequests":true,"totalCost":true},"dynamicProps":false,"dynamicItems":false};

const schema43 = {"type":"object","required":["kind","unit","limit","used","remaining","resetsAt"],"properties":{"kind":{"$ref":"https://relay-portal.invalid/schemas/ApiKeyLimitKind"},"unit":{"type":"string","enum":["usd","requests"]},"limit":{"type":"number","minimum":0},"used":{"type":"number","minimum":0},"remaining":{"type":"number","minimum":0},"resetsAt":{"type":"string","format":"date-time"}}};
const schema44 = {"type":"string","enum":["daily","weekly","monthly","requests"]};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate30.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.kind === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.unit === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "unit"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.limit === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "limit"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.used === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "used"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.remaining === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "remaining"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.resetsAt === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "resetsAt"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.kind !== undefined){
let data0 = data.kind;
if(typeof data0 !== "string"){
const err6 = {instancePath:instancePath+"/kind",schemaPath:"https://relay-portal.invalid/schemas/ApiKeyLimitKind/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!((((data0 === "daily") || (data0 === "weekly")) || (data0 === "monthly")) || (data0 === "requests"))){
const err7 = {instancePath:instancePath+"/kind",schemaPath:"https://relay-portal.invalid/schemas/ApiKeyLimitKind/enum",keyword:"enum",params:{allowedValues: schema44.enum}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.unit !== undefined){
let data1 = data.unit;
if(typeof data1 !== "string"){
const err8 = {instancePath:instancePath+"/unit",schemaPath:"#/properties/unit/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!((data1 === "usd") || (data1 === "requests"))){
const err9 = {instancePath:instancePath+"/unit",schemaPath:"#/properties/unit/enum",keyword:"enum",params:{allowedValues: schema43.properties.unit.enum}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.limit !== undefined){
let data2 = data.limit;
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.used !== undefined){
let data3 = data.used;
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err12 = {instancePath:instancePath+"/used",schemaPath:"#/properties/used/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/used",schemaPath:"#/properties/used/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.remaining !== undefined){
let data4 = data.remaining;
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err14 = {instancePath:instancePath+"/remaining",schemaPath:"#/properties/remaining/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/remaining",schemaPath:"#/properties/remaining/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.resetsAt !== undefined){
let data5 = data.resetsAt;
if(typeof data5 === "string"){
if(!(formats0.validate(data5))){
const err16 = {instancePath:instancePath+"/resetsAt",schemaPath:"#/properties/resetsAt/format",keyword:"format",params:{format: "date-time"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/resetsAt",schemaPath:"#/properties/resetsAt/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":{"kind":true,"unit":true,"limit":true,"used":true,"remaining":true,"resetsAt":true},"dynamicProps":false,"dynamicItems":false};


function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.remark === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "remark"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.key === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "key"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.createdAt === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdAt"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.lastUsedAt === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lastUsedAt"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
const err6 = {instancePath:instancePath+"/id",schemaPath:"https://relay-portal.invalid/schemas/ApiKeyId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]{1,64}$"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/id",schemaPath:"https://relay-portal.invalid/schemas/ApiKeyId/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 === "string"){
if(func1(data1) > 64){
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 64}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func1(data1) < 1){
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.remark !== undefined){
let data2 = data.remark;
if(typeof data2 === "string"){
if(func1(data2) > 200){
const err11 = {instancePath:instancePath+"/remark",schemaPath:"#/properties/remark/maxLength",keyword:"maxLength",params:{limit: 200}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/remark",schemaPath:"#/properties/remark/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.key !== undefined){
let data3 = data.key;
if(typeof data3 === "string"){
if(!pattern5.test(data3)){
const err13 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/pattern",keyword:"pattern",params:{pattern: "^cr_[A-Za-z0-9]{40,}$"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.createdAt !== undefined){
let data4 = data.createdAt;
if(typeof data4 === "string"){
if(!(formats0.validate(data4))){
const err15 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/format",keyword:"format",params:{format: "date-time"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.lastUsedAt !== undefined){
let data5 = data.lastUsedAt;
if((typeof data5 !== "string") && (data5 !== null)){
const err17 = {instancePath:instancePath+"/lastUsedAt",schemaPath:"#/properties/lastUsedAt/type",keyword:"type",params:{type: schema37.properties.lastUsedAt.type}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(typeof data5 === "string"){
if(!(formats0.validate(data5))){
const err18 = {instancePath:instancePath+"/lastUsedAt",schemaPath:"#/properties/lastUsedAt/format",keyword:"format",params:{format: "date-time"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
if(data.usage !== undefined){
if(!(validate28(data.usage, {instancePath:instancePath+"/usage",parentData:data,parentDataProperty:"usage",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
}
if(data.enabled !== undefined){
if(typeof data.enabled !== "boolean"){
const err19 = {instancePath:instancePath+"/enabled",schemaPath:"#/properties/enabled/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.expiresAt !== undefined){
let data8 = data.expiresAt;
if((typeof data8 !== "string") && (data8 !== null)){
const err20 = {instancePath:instancePath+"/expiresAt",schemaPath:"#/properties/expiresAt/type",keyword:"type",params:{type: schema37.properties.expiresAt.type}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(typeof data8 === "string"){
if(!(formats0.validate(data8))){
const err21 = {instancePath:instancePath+"/expiresAt",schemaPath:"#/properties/expiresAt/format",keyword:"format",params:{format: "date-time"}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
if(data.limits !== undefined){
let data9 = data.limits;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.dailyUsd === undefined){
const err22 = {instancePath:instancePath+"/limits",schemaPath:"https://relay-portal.invalid/schemas/ApiKeyLimits/required",keyword:"required",params:{missingProperty: "dailyUsd"}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data9.weeklyUsd === undefined){
const err23 = {instancePath:instancePath+"/limits",schemaPath:"https://relay-portal.invalid/schemas/ApiKeyLimits/required",keyword:"required",params:{missingProperty: "weeklyUsd"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data9.monthlyUsd === undefined){
const err24 = {instancePath:instancePath+"/limits",schemaPath:"https://relay-portal.invalid/schemas/ApiKeyLimits/required",keyword:"required",params:{missingProperty: "monthlyUsd"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data9.dailyRequests === undefined){
const err25 = {instancePath:instancePath+"/limits",schemaPath:"https://relay-portal.invalid/schemas/ApiKeyLimits/required",keyword:"required",params:{missingProperty: "dailyRequests"}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data9.dailyUsd !== undefined){
let data10 = data9.dailyUsd;
if((!((typeof data10 == "number") && (isFinite(data10)))) && (data10 !== null)){
const err26 = {instancePath:instancePath+"/limits/dailyUsd",schemaPath:"https://relay-portal.invalid/schemas/ApiKeyLimits/properties/dailyUsd/type",keyword:"type",params:{type: schema42.properties.dailyUsd.type}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
const err27 = {instancePath:instancePath+"/limits/dailyUsd",schemaPath:"https://relay-portal.invalid/schemas/ApiKeyLimits/properties/dailyUsd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
if(data9.weeklyUsd !== undefined){
let data11 = data9.weeklyUsd;
if((!((typeof data11 == "number") && (isFinite(data11)))) && (data11 !== null)){
const err28 = {instancePath:instancePath+"/limits/weeklyUsd",schemaPath:"https://relay-portal.invalid/schemas/ApiKeyLimits/properties/weeklyUsd/type",keyword:"type",params:{type: schema42.properties.weeklyUsd.type}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
const err29 = {instancePath:instancePath+"/limits/weeklyUsd",schemaPath:"https://relay-portal.invalid/schemas/ApiKeyLimits/properties/weeklyUsd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
if(data9.monthlyUsd !== undefined){
let data12 = data9.monthlyUsd;
if((!((typeof data12 == "number") && (isFinite(data12)))) && (data12 !== null)){
const err30 = {instancePath:instancePath+"/limits/monthlyUsd",schemaPath:"https://relay-portal.invalid/schemas/ApiKeyLimits/properties/monthlyUsd/type",keyword:"type",params:{type: schema42.properties.monthlyUsd.type}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
const err31 = {instancePath:instancePath+"/limits/monthlyUsd",schemaPath:"https://relay-portal.invalid/schemas/ApiKeyLimits/properties/monthlyUsd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
if(data9.dailyRequests !== undefined){
let data13 = data9.dailyRequests;
if((!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))) && (data13 !== null)){
const err32 = {instancePath:instancePath+"/limits/dailyRequests",schemaPath:"https://relay-portal.invalid/schemas/ApiKeyLimits/properties/dailyRequests/type",keyword:"type",params:{type: schema42.properties.dailyRequests.type}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
const err33 = {instancePath:instancePath+"/limits/dailyRequests",schemaPath:"https://relay-portal.invalid/schemas/ApiKeyLimits/properties/dailyRequests/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
}
else {
const err34 = {instancePath:instancePath+"/limits",schemaPath:"https://relay-portal.invalid/schemas/ApiKeyLimits/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.allowedIps !== undefined){
let data14 = data.allowedIps;
if(Array.isArray(data14)){
if(data14.length > 32){
const err35 = {instancePath:instancePath+"/allowedIps",schemaPath:"#/properties/allowedIps/maxItems",keyword:"maxItems",params:{limit: 32}};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
const len0 = data14.length;
for(let i0=0; i0<len0; i0++){
if(typeof data14[i0] !== "string"){
const err36 = {instancePath:instancePath+"/allowedIps/" + i0,schemaPath:"#/properties/allowedIps/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
else {
const err37 = {instancePath:instancePath+"/allowedIps",schemaPath:"#/properties/allowedIps/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.allowedModels !== undefined){
let data16 = data.allowedModels;
if(Array.isArray(data16)){
const len1 = data16.length;
for(let i1=0; i1<len1; i1++){
if(typeof data16[i1] !== "string"){
const err38 = {instancePath:instancePath+"/allowedModels/" + i1,schemaPath:"#/properties/allowedModels/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath:instancePath+"/allowedModels",schemaPath:"#/properties/allowedModels/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.lastUsedIp !== undefined){
let data18 = data.lastUsedIp;
if((typeof data18 !== "string") && (data18 !== null)){
const err40 = {instancePath:instancePath+"/lastUsedIp",schemaPath:"#/properties/lastUsedIp/type",keyword:"type",params:{type: schema37.properties.lastUsedIp.type}};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.limitUse !== undefined){
let data19 = data.limitUse;
if(Array.isArray(data19)){
const len2 = data19.length;
for(let i2=0; i2<len2; i2++){
if(!(validate30(data19[i2], {instancePath:instancePath+"/limitUse/" + i2,parentData:data19,parentDataProperty:i2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
}
}
else {
const err41 = {instancePath:instancePath+"/limitUse",schemaPath:"#/properties/limitUse/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.previousKeyValidUntil !== undefined){
let data21 = data.previousKeyValidUntil;
if((typeof data21 !== "string") && (data21 !== null)){
const err42 = {instancePath:instancePath+"/previousKeyValidUntil",schemaPath:"#/properties/previousKeyValidUntil/type",keyword:"type",params:{type: schema37.properties.previousKeyValidUntil.type}};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(typeof data21 === "string"){
if(!(formats0.validate(data21))){
const err43 = {instancePath:instancePath+"/previousKeyValidUntil",schemaPath:"#/properties/previousKeyValidUntil/format",keyword:"format",params:{format: "date-time"}};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
}
else {
const err44 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":{"id":true,"name":true,"remark":true,"key":true,"createdAt":true,"lastUsedAt":true,"usage":true,"enabled":true,"expiresAt":true,"limits":true,"allowedIps":true,"allowedModels":true,"lastUsedIp":true,"limitUse":true,"previousKeyValidUntil":true},"dynamicProps":false,"dynamicItems":false};


function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.items === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "items"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.limit === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "limit"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.items !== undefined){
let data0 = data.items;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate27(data0[i0], {instancePath:instancePath+"/items/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.limit !== undefined){
let data2 = data.limit;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err3 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
const err4 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":{"items":true,"limit":true},"dynamicProps":false,"dynamicItems":false};

export const validateBenefitPackage = validate33;
const schema45 = {"type":"object","required":["code","name","description","durationDays","dailyQuota","weeklyOpusQuota","serviceScope","availableUntil"],"properties":{"code":{"type":"string"},"name":{"type":"string"},"description":{"type":"string"},"durationDays":{"type":"integer","minimum":1},"dailyQuota":{"$ref":"https://relay-portal.invalid/schemas/Quota"},"weeklyOpusQuota":{"$ref":"https://relay-portal.invalid/schemas/Quota"},"serviceScope":{"$ref":"https://relay-portal.invalid/schemas/ServiceScope"},"availableFrom":{"type":["string","null"],"format":"date-time"},"availableUntil":{"type":["string","null"],"format":"date-time"},"claimStatus":{"$ref":"https://relay-portal.invalid/schemas/BenefitPackageClaimStatus"}}};
const schema46 = {"type":["number","null"],"minimum":0};
const schema49 = {"type":"string","enum":["claimable","already_claimed","not_started","ended","not_eligible"]};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate33.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.description === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "description"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.durationDays === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "durationDays"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.dailyQuota === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dailyQuota"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.weeklyOpusQuota === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "weeklyOpusQuota"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.serviceScope === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "serviceScope"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.availableUntil === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "availableUntil"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.code !== undefined){
if(typeof data.code !== "string"){
const err8 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.description !== undefined){
if(typeof data.description !== "string"){
const err10 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.durationDays !== undefined){
let data3 = data.durationDays;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err11 = {instancePath:instancePath+"/durationDays",schemaPath:"#/properties/durationDays/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
const err12 = {instancePath:instancePath+"/durationDays",schemaPath:"#/properties/durationDays/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data.dailyQuota !== undefined){
let data4 = data.dailyQuota;
if((!((typeof data4 == "number") && (isFinite(data4)))) && (data4 !== null)){
const err13 = {instancePath:instancePath+"/dailyQuota",schemaPath:"https://relay-portal.invalid/schemas/Quota/type",keyword:"type",params:{type: schema46.type}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err14 = {instancePath:instancePath+"/dailyQuota",schemaPath:"https://relay-portal.invalid/schemas/Quota/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
if(data.weeklyOpusQuota !== undefined){
let data5 = data.weeklyOpusQuota;
if((!((typeof data5 == "number") && (isFinite(data5)))) && (data5 !== null)){
const err15 = {instancePath:instancePath+"/weeklyOpusQuota",schemaPath:"https://relay-portal.invalid/schemas/Quota/type",keyword:"type",params:{type: schema46.type}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
const err16 = {instancePath:instancePath+"/weeklyOpusQuota",schemaPath:"https://relay-portal.invalid/schemas/Quota/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
if(data.serviceScope !== undefined){
let data6 = data.serviceScope;
if(typeof data6 !== "string"){
const err17 = {instancePath:instancePath+"/serviceScope",schemaPath:"https://relay-portal.invalid/schemas/ServiceScope/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!((((data6 === "all") || (data6 === "claude")) || (data6 === "gemini")) || (data6 === "openai"))){
const err18 = {instancePath:instancePath+"/serviceScope",schemaPath:"https://relay-portal.invalid/schemas/ServiceScope/enum",keyword:"enum",params:{allowedValues: schema35.enum}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.availableFrom !== undefined){
let data7 = data.availableFrom;
if((typeof data7 !== "string") && (data7 !== null)){
const err19 = {instancePath:instancePath+"/availableFrom",schemaPath:"#/properties/availableFrom/type",keyword:"type",params:{type: schema45.properties.availableFrom.type}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(typeof data7 === "string"){
if(!(formats0.validate(data7))){
const err20 = {instancePath:instancePath+"/availableFrom",schemaPath:"#/properties/availableFrom/format",keyword:"format",params:{format: "date-time"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
if(data.availableUntil !== undefined){
let data8 = data.availableUntil;
if((typeof data8 !== "string") && (data8 !== null)){
const err21 = {instancePath:instancePath+"/availableUntil",schemaPath:"#/properties/availableUntil/type",keyword:"type",params:{type: schema45.properties.availableUntil.type}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(typeof data8 === "string"){
if(!(formats0.validate(data8))){
const err22 = {instancePath:instancePath+"/availableUntil",schemaPath:"#/properties/availableUntil/format",keyword:"format",params:{format: "date-time"}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
if(data.claimStatus !== undefined){
let data9 = data.claimStatus;
if(typeof data9 !== "string"){
const err23 = {instancePath:instancePath+"/claimStatus",schemaPath:"https://relay-portal.invalid/schemas/BenefitPackageClaimStatus/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!(((((data9 === "claimable") || (data9 === "already_claimed")) || (data9 === "not_started")) || (data9 === "ended")) || (data9 === "not_eligible"))){
const err24 = {instancePath:instancePath+"/claimStatus",schemaPath:"https://relay-portal.invalid/schemas/BenefitPackageClaimStatus/enum",keyword:"enum",params:{allowedValues: schema49.enum}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"props":{"code":true,"name":true,"description":true,"durationDays":true,"dailyQuota":true,"weeklyOpusQuota":true,"serviceScope":true,"availableFrom":true,"availableUntil":true,"claimStatus":true},"dynamicProps":false,"dynamicItems":false};

export const validateEmailConfig = validate34;
const schema50 = {"type":"object","required":["registrationCodeRequired","loginCodeRequired","codeLength","resendIntervalSeconds"],"properties":{"registrationCodeRequired":{"type":"boolean"},"loginCodeRequired":{"type":"boolean"},"codeLength":{"type":"integer","minimum":4,"maximum":8},"resendIntervalSeconds":{"type":"integer","minimum":0}}};

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate34.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.registrationCodeRequired === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "registrationCodeRequired"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.loginCodeRequired === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "loginCodeRequired"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.codeLength === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "codeLength"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.resendIntervalSeconds === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "resendIntervalSeconds"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.registrationCodeRequired !== undefined){
if(typeof data.registrationCodeRequired !== "boolean"){
const err4 = {instancePath:instancePath+"/registrationCodeRequired",schemaPath:"#/properties/registrationCodeRequired/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.loginCodeRequired !== undefined){
if(typeof data.loginCodeRequired !== "boolean"){
const err5 = {instancePath:instancePath+"/loginCodeRequired",schemaPath:"#/properties/loginCodeRequired/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.codeLength !== undefined){
let data2 = data.codeLength;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err6 = {instancePath:instancePath+"/codeLength",schemaPath:"#/properties/codeLength/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 8 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/codeLength",schemaPath:"#/properties/codeLength/maximum",keyword:"maximum",params:{comparison: "<=", limit: 8}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2 < 4 || isNaN(data2)){
const err8 = {instancePath:instancePath+"/codeLength",schemaPath:"#/properties/codeLength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 4}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
if(data.resendIntervalSeconds !== undefined){
let data3 = data.resendIntervalSeconds;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err9 = {instancePath:instancePath+"/resendIntervalSeconds",schemaPath:"#/properties/resendIntervalSeconds/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err10 = {instancePath:instancePath+"/resendIntervalSeconds",schemaPath:"#/properties/resendIntervalSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":{"registrationCodeRequired":true,"loginCodeRequired":true,"codeLength":true,"resendIntervalSeconds":true},"dynamicProps":false,"dynamicItems":false};

export const validateError = validate35;
const schema51 = {"type":"object","required":["error"],"properties":{"error":{"type":"string"},"code":{"$ref":"https://relay-portal.invalid/schemas/ErrorCode"},"details":{"type":"array","items":{"$ref":"https://relay-portal.invalid/schemas/ValidationIssue"}}}};
const schema52 = {"type":"string","enum":["VALIDATION_FAILED","UNAUTHORIZED","ACCOUNT_SUSPENDED","INVALID_CREDENTIALS","ACCOUNT_NOT_FOUND","VERIFICATION_CODE_REQUIRED","VERIFICATION_CODE_INVALID","RATE_LIMITED","API_KEY_NOT_FOUND","API_KEY_LIMIT_REACHED","KEY_DISABLED","KEY_EXPIRED","IP_NOT_ALLOWED","ACTIVATION_CODE_INVALID","ACTIVATION_CODE_USED","ACTIVATION_CODE_EXPIRED","PACKAGE_NOT_FOUND","PACKAGE_NOT_STARTED","PACKAGE_ENDED","PACKAGE_ALREADY_CLAIMED","PACKAGE_NOT_ELIGIBLE","CURRENT_PASSWORD_INVALID","CODE_ATTEMPTS_EXHAUSTED","SESSION_NOT_FOUND","TWO_FACTOR_CODE_INVALID","TWO_FACTOR_CHALLENGE_EXPIRED","TWO_FACTOR_LOCKED","TWO_FACTOR_ALREADY_ENABLED","TWO_FACTOR_NOT_PENDING","TWO_FACTOR_NOT_ENABLED","NOT_FOUND","PAYLOAD_TOO_LARGE","INTERNAL_ERROR"]};
const schema53 = {"type":"object","required":["rule"],"properties":{"field":{"type":"string"},"rule":{"anyOf":[{"$ref":"https://relay-portal.invalid/schemas/ValidationRule"},{"type":"string"}]},"limit":{"type":"integer"}}};
const schema54 = {"type":"string","enum":["required","type","format","pattern","minLength","maxLength","minimum","maximum","enum","additionalProperties","json","order","maxDays","maxItems","future","scheme","credentials","privateAddress"]};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate36.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.rule === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rule"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.field !== undefined){
if(typeof data.field !== "string"){
const err1 = {instancePath:instancePath+"/field",schemaPath:"#/properties/field/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.rule !== undefined){
let data1 = data.rule;
const _errs4 = errors;
let valid1 = false;
const _errs5 = errors;
if(typeof data1 !== "string"){
const err2 = {instancePath:instancePath+"/rule",schemaPath:"https://relay-portal.invalid/schemas/ValidationRule/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((((((((((((((((((data1 === "required") || (data1 === "type")) || (data1 === "format")) || (data1 === "pattern")) || (data1 === "minLength")) || (data1 === "maxLength")) || (data1 === "minimum")) || (data1 === "maximum")) || (data1 === "enum")) || (data1 === "additionalProperties")) || (data1 === "json")) || (data1 === "order")) || (data1 === "maxDays")) || (data1 === "maxItems")) || (data1 === "future")) || (data1 === "scheme")) || (data1 === "credentials")) || (data1 === "privateAddress"))){
const err3 = {instancePath:instancePath+"/rule",schemaPath:"https://relay-portal.invalid/schemas/ValidationRule/enum",keyword:"enum",params:{allowedValues: schema54.enum}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
const _errs8 = errors;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/rule",schemaPath:"#/properties/rule/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err5 = {instancePath:instancePath+"/rule",schemaPath:"#/properties/rule/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
}
if(data.limit !== undefined){
let data2 = data.limit;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err6 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"props":{"field":true,"rule":true,"limit":true},"dynamicProps":false,"dynamicItems":false};


function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate35.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "error"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.error !== undefined){
if(typeof data.error !== "string"){
const err1 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.code !== undefined){
let data1 = data.code;
if(typeof data1 !== "string"){
const err2 = {instancePath:instancePath+"/code",schemaPath:"https://relay-portal.invalid/schemas/ErrorCode/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(((((((((((((((((((((((((((((((((data1 === "VALIDATION_FAILED") || (data1 === "UNAUTHORIZED")) || (data1 === "ACCOUNT_SUSPENDED")) || (data1 === "INVALID_CREDENTIALS")) || (data1 === "ACCOUNT_NOT_FOUND")) || (data1 === "VERIFICATION_CODE_REQUIRED")) || (data1 === "VERIFICATION_CODE_INVALID")) || (data1 === "RATE_LIMITED")) || (data1 === "API_KEY_NOT_FOUND")) || (data1 === "API_KEY_LIMIT_REACHED")) || (data1 === "KEY_DISABLED")) || (data1 === "KEY_EXPIRED")) || (data1 === "IP_NOT_ALLOWED")) || (data1 === "ACTIVATION_CODE_INVALID")) || (data1 === "ACTIVATION_CODE_USED")) || (data1 === "ACTIVATION_CODE_EXPIRED")) || (data1 === "PACKAGE_NOT_FOUND")) || (data1 === "PACKAGE_NOT_STARTED")) || (data1 === "PACKAGE_ENDED")) || (data1 === "PACKAGE_ALREADY_CLAIMED")) || (data1 === "PACKAGE_NOT_ELIGIBLE")) || (data1 === "CURRENT_PASSWORD_INVALID")) || (data1 === "CODE_ATTEMPTS_EXHAUSTED")) || (data1 === "SESSION_NOT_FOUND")) || (data1 === "TWO_FACTOR_CODE_INVALID")) || (data1 === "TWO_FACTOR_CHALLENGE_EXPIRED")) || (data1 === "TWO_FACTOR_LOCKED")) || (data1 === "TWO_FACTOR_ALREADY_ENABLED")) || (data1 === "TWO_FACTOR_NOT_PENDING")) || (data1 === "TWO_FACTOR_NOT_ENABLED")) || (data1 === "NOT_FOUND")) || (data1 === "PAYLOAD_TOO_LARGE")) || (data1 === "INTERNAL_ERROR"))){
const err3 = {instancePath:instancePath+"/code",schemaPath:"https://relay-portal.invalid/schemas/ErrorCode/enum",keyword:"enum",params:{allowedValues: schema52.enum}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.details !== undefined){
let data2 = data.details;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate36(data2[i0], {instancePath:instancePath+"/details/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
}
}
else {
const err4 = {instancePath:instancePath+"/details",schemaPath:"#/properties/details/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":{"error":true,"code":true,"details":true},"dynamicProps":false,"dynamicItems":false};

export const validateKeyQuota = validate38;
const schema55 = {"type":"object","required":["name","todayRequests","todayCost","plan","quotas","generatedAt"],"properties":{"name":{"type":"string"},"todayRequests":{"type":"integer","minimum":0},"todayCost":{"$ref":"https://relay-portal.invalid/schemas/Money"},"plan":{"oneOf":[{"type":"object","required":["name","status","expiresAt"],"properties":{"name":{"type":"string"},"status":{"$ref":"https://relay-portal.invalid/schemas/SubscriptionStatus"},"expiresAt":{"type":["string","null"],"format":"date-time"}}},{"type":"null"}]},"quotas":{"type":"array","items":{"$ref":"https://relay-portal.invalid/schemas/KeyQuotaEntry"}},"secretValidUntil":{"type":["string","null"],"format":"date-time"},"generatedAt":{"type":"string","format":"date-time"}}};
const schema57 = {"type":"string","enum":["active","inactive","expired","expiring_soon","unknown"]};
const schema58 = {"type":"object","required":["kind","unit","limit","used","remaining","resetsAt"],"properties":{"kind":{"$ref":"https://relay-portal.invalid/schemas/KeyQuotaKind"},"limitedBy":{"type":"string","enum":["plan","key"]},"unit":{"type":"string","enum":["usd","requests"]},"limit":{"type":["number","null"],"minimum":0},"used":{"type":"number","minimum":0},"remaining":{"type":["number","null"],"minimum":0},"resetsAt":{"type":"string","format":"date-time"}}};
const schema59 = {"type":"string","enum":["daily","weekly","weeklyOpus","monthly","requests"]};

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate39.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.kind === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.unit === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "unit"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.limit === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "limit"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.used === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "used"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.remaining === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "remaining"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.resetsAt === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "resetsAt"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.kind !== undefined){
let data0 = data.kind;
if(typeof data0 !== "string"){
const err6 = {instancePath:instancePath+"/kind",schemaPath:"https://relay-portal.invalid/schemas/KeyQuotaKind/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(((((data0 === "daily") || (data0 === "weekly")) || (data0 === "weeklyOpus")) || (data0 === "monthly")) || (data0 === "requests"))){
const err7 = {instancePath:instancePath+"/kind",schemaPath:"https://relay-portal.invalid/schemas/KeyQuotaKind/enum",keyword:"enum",params:{allowedValues: schema59.enum}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.limitedBy !== undefined){
let data1 = data.limitedBy;
if(typeof data1 !== "string"){
const err8 = {instancePath:instancePath+"/limitedBy",schemaPath:"#/properties/limitedBy/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!((data1 === "plan") || (data1 === "key"))){
const err9 = {instancePath:instancePath+"/limitedBy",schemaPath:"#/properties/limitedBy/enum",keyword:"enum",params:{allowedValues: schema58.properties.limitedBy.enum}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.unit !== undefined){
let data2 = data.unit;
if(typeof data2 !== "string"){
const err10 = {instancePath:instancePath+"/unit",schemaPath:"#/properties/unit/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!((data2 === "usd") || (data2 === "requests"))){
const err11 = {instancePath:instancePath+"/unit",schemaPath:"#/properties/unit/enum",keyword:"enum",params:{allowedValues: schema58.properties.unit.enum}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.limit !== undefined){
let data3 = data.limit;
if((!((typeof data3 == "number") && (isFinite(data3)))) && (data3 !== null)){
const err12 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: schema58.properties.limit.type}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err13 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
if(data.used !== undefined){
let data4 = data.used;
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err14 = {instancePath:instancePath+"/used",schemaPath:"#/properties/used/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/used",schemaPath:"#/properties/used/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.remaining !== undefined){
let data5 = data.remaining;
if((!((typeof data5 == "number") && (isFinite(data5)))) && (data5 !== null)){
const err16 = {instancePath:instancePath+"/remaining",schemaPath:"#/properties/remaining/type",keyword:"type",params:{type: schema58.properties.remaining.type}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
const err17 = {instancePath:instancePath+"/remaining",schemaPath:"#/properties/remaining/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data.resetsAt !== undefined){
let data6 = data.resetsAt;
if(typeof data6 === "string"){
if(!(formats0.validate(data6))){
const err18 = {instancePath:instancePath+"/resetsAt",schemaPath:"#/properties/resetsAt/format",keyword:"format",params:{format: "date-time"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/resetsAt",schemaPath:"#/properties/resetsAt/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"props":{"kind":true,"limitedBy":true,"unit":true,"limit":true,"used":true,"remaining":true,"resetsAt":true},"dynamicProps":false,"dynamicItems":false};


function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate38.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.todayRequests === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "todayRequests"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.todayCost === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "todayCost"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.plan === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "plan"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.quotas === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "quotas"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.generatedAt === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "generatedAt"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.todayRequests !== undefined){
let data1 = data.todayRequests;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err7 = {instancePath:instancePath+"/todayRequests",schemaPath:"#/properties/todayRequests/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/todayRequests",schemaPath:"#/properties/todayRequests/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
if(data.todayCost !== undefined){
let data2 = data.todayCost;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.amount === undefined){
const err9 = {instancePath:instancePath+"/todayCost",schemaPath:"https://relay-portal.invalid/schemas/Money/required",keyword:"required",params:{missingProperty: "amount"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2.currency === undefined){
const err10 = {instancePath:instancePath+"/todayCost",schemaPath:"https://relay-portal.invalid/schemas/Money/required",keyword:"required",params:{missingProperty: "currency"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2.amount !== undefined){
let data3 = data2.amount;
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err11 = {instancePath:instancePath+"/todayCost/amount",schemaPath:"https://relay-portal.invalid/schemas/Money/properties/amount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/todayCost/amount",schemaPath:"https://relay-portal.invalid/schemas/Money/properties/amount/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data2.currency !== undefined){
let data4 = data2.currency;
if(typeof data4 === "string"){
if(!pattern6.test(data4)){
const err13 = {instancePath:instancePath+"/todayCost/currency",schemaPath:"https://relay-portal.invalid/schemas/Money/properties/currency/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/todayCost/currency",schemaPath:"https://relay-portal.invalid/schemas/Money/properties/currency/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/todayCost",schemaPath:"https://relay-portal.invalid/schemas/Money/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.plan !== undefined){
let data5 = data.plan;
const _errs13 = errors;
let valid3 = false;
let passing0 = null;
const _errs14 = errors;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.name === undefined){
const err16 = {instancePath:instancePath+"/plan",schemaPath:"#/properties/plan/oneOf/0/required",keyword:"required",params:{missingProperty: "name"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data5.status === undefined){
const err17 = {instancePath:instancePath+"/plan",schemaPath:"#/properties/plan/oneOf/0/required",keyword:"required",params:{missingProperty: "status"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data5.expiresAt === undefined){
const err18 = {instancePath:instancePath+"/plan",schemaPath:"#/properties/plan/oneOf/0/required",keyword:"required",params:{missingProperty: "expiresAt"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data5.name !== undefined){
if(typeof data5.name !== "string"){
const err19 = {instancePath:instancePath+"/plan/name",schemaPath:"#/properties/plan/oneOf/0/properties/name/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data5.status !== undefined){
let data7 = data5.status;
if(typeof data7 !== "string"){
const err20 = {instancePath:instancePath+"/plan/status",schemaPath:"https://relay-portal.invalid/schemas/SubscriptionStatus/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!(((((data7 === "active") || (data7 === "inactive")) || (data7 === "expired")) || (data7 === "expiring_soon")) || (data7 === "unknown"))){
const err21 = {instancePath:instancePath+"/plan/status",schemaPath:"https://relay-portal.invalid/schemas/SubscriptionStatus/enum",keyword:"enum",params:{allowedValues: schema57.enum}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data5.expiresAt !== undefined){
let data8 = data5.expiresAt;
if((typeof data8 !== "string") && (data8 !== null)){
const err22 = {instancePath:instancePath+"/plan/expiresAt",schemaPath:"#/properties/plan/oneOf/0/properties/expiresAt/type",keyword:"type",params:{type: schema55.properties.plan.oneOf[0].properties.expiresAt.type}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(typeof data8 === "string"){
if(!(formats0.validate(data8))){
const err23 = {instancePath:instancePath+"/plan/expiresAt",schemaPath:"#/properties/plan/oneOf/0/properties/expiresAt/format",keyword:"format",params:{format: "date-time"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
}
else {
const err24 = {instancePath:instancePath+"/plan",schemaPath:"#/properties/plan/oneOf/0/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid0 = _errs14 === errors;
if(_valid0){
valid3 = true;
passing0 = 0;
var props0 = {};
props0.name = true;
props0.status = true;
props0.expiresAt = true;
}
const _errs23 = errors;
if(data5 !== null){
const err25 = {instancePath:instancePath+"/plan",schemaPath:"#/properties/plan/oneOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid0 = _errs23 === errors;
if(_valid0 && valid3){
valid3 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid3 = true;
passing0 = 1;
}
}
if(!valid3){
const err26 = {instancePath:instancePath+"/plan",schemaPath:"#/properties/plan/oneOf",keyword:"oneOf",params:{passingSchemas: passing0}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
}
if(data.quotas !== undefined){
let data9 = data.quotas;
if(Array.isArray(data9)){
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
if(!(validate39(data9[i0], {instancePath:instancePath+"/quotas/" + i0,parentData:data9,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate39.errors : vErrors.concat(validate39.errors);
errors = vErrors.length;
}
}
}
else {
const err27 = {instancePath:instancePath+"/quotas",schemaPath:"#/properties/quotas/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.secretValidUntil !== undefined){
let data11 = data.secretValidUntil;
if((typeof data11 !== "string") && (data11 !== null)){
const err28 = {instancePath:instancePath+"/secretValidUntil",schemaPath:"#/properties/secretValidUntil/type",keyword:"type",params:{type: schema55.properties.secretValidUntil.type}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(typeof data11 === "string"){
if(!(formats0.validate(data11))){
const err29 = {instancePath:instancePath+"/secretValidUntil",schemaPath:"#/properties/secretValidUntil/format",keyword:"format",params:{format: "date-time"}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
if(data.generatedAt !== undefined){
let data12 = data.generatedAt;
if(typeof data12 === "string"){
if(!(formats0.validate(data12))){
const err30 = {instancePath:instancePath+"/generatedAt",schemaPath:"#/properties/generatedAt/format",keyword:"format",params:{format: "date-time"}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/generatedAt",schemaPath:"#/properties/generatedAt/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"props":{"name":true,"todayRequests":true,"todayCost":true,"plan":true,"quotas":true,"secretValidUntil":true,"generatedAt":true},"dynamicProps":false,"dynamicItems":false};

export const validateModelList = validate41;
const schema60 = {"type":"object","required":["items"],"properties":{"items":{"type":"array","items":{"$ref":"https://relay-portal.invalid/schemas/Model"}}}};
const schema61 = {"type":"object","required":["id","name","vendor","api","tools","contextWindow","prices","countsTowardWeeklyOpus","planScopes"],"properties":{"id":{"type":"string","minLength":1},"name":{"type":"string"},"vendor":{"type":"string"},"api":{"$ref":"https://relay-portal.invalid/schemas/RelayApi"},"tools":{"type":"array","items":{"$ref":"https://relay-portal.invalid/schemas/CodingTool"}},"contextWindow":{"type":"integer","minimum":1},"prices":{"$ref":"https://relay-portal.invalid/schemas/ModelPrices"},"countsTowardWeeklyOpus":{"type":"boolean"},"planScopes":{"type":"array","items":{"$ref":"https://relay-portal.invalid/schemas/ServiceScope"}}}};
const schema62 = {"type":"string","enum":["anthropic","openai","gemini"]};
const schema63 = {"type":"string","enum":["claude-code","codex","gemini-cli","opencode"]};
const schema64 = {"type":"object","required":["currency","input","output","cacheWrite","cacheRead"],"properties":{"currency":{"type":"string","const":"USD"},"input":{"type":"number","minimum":0},"output":{"type":"number","minimum":0},"cacheWrite":{"type":"number","minimum":0},"cacheRead":{"type":"number","minimum":0}}};

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate42.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.vendor === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "vendor"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.api === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "api"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.tools === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tools"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.contextWindow === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "contextWindow"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.prices === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "prices"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.countsTowardWeeklyOpus === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "countsTowardWeeklyOpus"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.planScopes === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "planScopes"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err9 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err11 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.vendor !== undefined){
if(typeof data.vendor !== "string"){
const err12 = {instancePath:instancePath+"/vendor",schemaPath:"#/properties/vendor/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.api !== undefined){
let data3 = data.api;
if(typeof data3 !== "string"){
const err13 = {instancePath:instancePath+"/api",schemaPath:"https://relay-portal.invalid/schemas/RelayApi/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(((data3 === "anthropic") || (data3 === "openai")) || (data3 === "gemini"))){
const err14 = {instancePath:instancePath+"/api",schemaPath:"https://relay-portal.invalid/schemas/RelayApi/enum",keyword:"enum",params:{allowedValues: schema62.enum}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.tools !== undefined){
let data4 = data.tools;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(typeof data5 !== "string"){
const err15 = {instancePath:instancePath+"/tools/" + i0,schemaPath:"https://relay-portal.invalid/schemas/CodingTool/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!((((data5 === "claude-code") || (data5 === "codex")) || (data5 === "gemini-cli")) || (data5 === "opencode"))){
const err16 = {instancePath:instancePath+"/tools/" + i0,schemaPath:"https://relay-portal.invalid/schemas/CodingTool/enum",keyword:"enum",params:{allowedValues: schema63.enum}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath:instancePath+"/tools",schemaPath:"#/properties/tools/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.contextWindow !== undefined){
let data6 = data.contextWindow;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err18 = {instancePath:instancePath+"/contextWindow",schemaPath:"#/properties/contextWindow/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 1 || isNaN(data6)){
const err19 = {instancePath:instancePath+"/contextWindow",schemaPath:"#/properties/contextWindow/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data.prices !== undefined){
let data7 = data.prices;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.currency === undefined){
const err20 = {instancePath:instancePath+"/prices",schemaPath:"https://relay-portal.invalid/schemas/ModelPrices/required",keyword:"required",params:{missingProperty: "currency"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data7.input === undefined){
const err21 = {instancePath:instancePath+"/prices",schemaPath:"https://relay-portal.invalid/schemas/ModelPrices/required",keyword:"required",params:{missingProperty: "input"}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data7.output === undefined){
const err22 = {instancePath:instancePath+"/prices",schemaPath:"https://relay-portal.invalid/schemas/ModelPrices/required",keyword:"required",params:{missingProperty: "output"}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data7.cacheWrite === undefined){
const err23 = {instancePath:instancePath+"/prices",schemaPath:"https://relay-portal.invalid/schemas/ModelPrices/required",keyword:"required",params:{missingProperty: "cacheWrite"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data7.cacheRead === undefined){
const err24 = {instancePath:instancePath+"/prices",schemaPath:"https://relay-portal.invalid/schemas/ModelPrices/required",keyword:"required",params:{missingProperty: "cacheRead"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data7.currency !== undefined){
let data8 = data7.currency;
if(typeof data8 !== "string"){
const err25 = {instancePath:instancePath+"/prices/currency",schemaPath:"https://relay-portal.invalid/schemas/ModelPrices/properties/currency/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if("USD" !== data8){
const err26 = {instancePath:instancePath+"/prices/currency",schemaPath:"https://relay-portal.invalid/schemas/ModelPrices/properties/currency/const",keyword:"const",params:{allowedValue: "USD"}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data7.input !== undefined){
let data9 = data7.input;
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
const err27 = {instancePath:instancePath+"/prices/input",schemaPath:"https://relay-portal.invalid/schemas/ModelPrices/properties/input/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/prices/input",schemaPath:"https://relay-portal.invalid/schemas/ModelPrices/properties/input/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data7.output !== undefined){
let data10 = data7.output;
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
const err29 = {instancePath:instancePath+"/prices/output",schemaPath:"https://relay-portal.invalid/schemas/ModelPrices/properties/output/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/prices/output",schemaPath:"https://relay-portal.invalid/schemas/ModelPrices/properties/output/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data7.cacheWrite !== undefined){
let data11 = data7.cacheWrite;
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
const err31 = {instancePath:instancePath+"/prices/cacheWrite",schemaPath:"https://relay-portal.invalid/schemas/ModelPrices/properties/cacheWrite/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/prices/cacheWrite",schemaPath:"https://relay-portal.invalid/schemas/ModelPrices/properties/cacheWrite/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data7.cacheRead !== undefined){
let data12 = data7.cacheRead;
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
const err33 = {instancePath:instancePath+"/prices/cacheRead",schemaPath:"https://relay-portal.invalid/schemas/ModelPrices/properties/cacheRead/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/prices/cacheRead",schemaPath:"https://relay-portal.invalid/schemas/ModelPrices/properties/cacheRead/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
else {
const err35 = {instancePath:instancePath+"/prices",schemaPath:"https://relay-portal.invalid/schemas/ModelPrices/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.countsTowardWeeklyOpus !== undefined){
if(typeof data.countsTowardWeeklyOpus !== "boolean"){
const err36 = {instancePath:instancePath+"/countsTowardWeeklyOpus",schemaPath:"#/properties/countsTowardWeeklyOpus/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.planScopes !== undefined){
let data14 = data.planScopes;
if(Array.isArray(data14)){
const len1 = data14.length;
for(let i1=0; i1<len1; i1++){
let data15 = data14[i1];
if(typeof data15 !== "string"){
const err37 = {instancePath:instancePath+"/planScopes/" + i1,schemaPath:"https://relay-portal.invalid/schemas/ServiceScope/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(!((((data15 === "all") || (data15 === "claude")) || (data15 === "gemini")) || (data15 === "openai"))){
const err38 = {instancePath:instancePath+"/planScopes/" + i1,schemaPath:"https://relay-portal.invalid/schemas/ServiceScope/enum",keyword:"enum",params:{allowedValues: schema35.enum}};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath:instancePath+"/planScopes",schemaPath:"#/properties/planScopes/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
else {
const err40 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
validate42.errors = vErrors;
return errors === 0;
}
validate42.evaluated = {"props":{"id":true,"name":true,"vendor":true,"api":true,"tools":true,"contextWindow":true,"prices":true,"countsTowardWeeklyOpus":true,"planScopes":true},"dynamicProps":false,"dynamicItems":false};


function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate41.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.items === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "items"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.items !== undefined){
let data0 = data.items;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate42(data0[i0], {instancePath:instancePath+"/items/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate41.errors = vErrors;
return errors === 0;
}
validate41.evaluated = {"props":{"items":true},"dynamicProps":false,"dynamicItems":false};

export const validateNotificationSettings = validate44;
const schema66 = {"type":"object","required":["email","webhookUrl","quotaThresholds","expiryReminderDays"],"properties":{"email":{"type":"boolean"},"webhookUrl":{"type":["string","null"],"format":"uri"},"webhookSecret":{"type":"string"},"quotaThresholds":{"type":"object","additionalProperties":false,"required":["daily","weeklyOpus","monthly","requests"],"properties":{"daily":{"$ref":"https://relay-portal.invalid/schemas/QuotaThresholds"},"weeklyOpus":{"$ref":"https://relay-portal.invalid/schemas/QuotaThresholds"},"monthly":{"$ref":"https://relay-portal.invalid/schemas/QuotaThresholds"},"requests":{"$ref":"https://relay-portal.invalid/schemas/QuotaThresholds"}}},"expiryReminderDays":{"type":"array","maxItems":5,"items":{"type":"integer","minimum":1,"maximum":60}}}};
const schema67 = {"type":"array","maxItems":5,"items":{"type":"integer","minimum":1,"maximum":100}};
const formats26 = cjs(runtime0).fullFormats.uri;

function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate44.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.email === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.webhookUrl === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "webhookUrl"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.quotaThresholds === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "quotaThresholds"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.expiryReminderDays === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "expiryReminderDays"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.email !== undefined){
if(typeof data.email !== "boolean"){
const err4 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.webhookUrl !== undefined){
let data1 = data.webhookUrl;
if((typeof data1 !== "string") && (data1 !== null)){
const err5 = {instancePath:instancePath+"/webhookUrl",schemaPath:"#/properties/webhookUrl/type",keyword:"type",params:{type: schema66.properties.webhookUrl.type}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(typeof data1 === "string"){
if(!(formats26(data1))){
const err6 = {instancePath:instancePath+"/webhookUrl",schemaPath:"#/properties/webhookUrl/format",keyword:"format",params:{format: "uri"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.webhookSecret !== undefined){
if(typeof data.webhookSecret !== "string"){
const err7 = {instancePath:instancePath+"/webhookSecret",schemaPath:"#/properties/webhookSecret/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.quotaThresholds !== undefined){
let data3 = data.quotaThresholds;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.daily === undefined){
const err8 = {instancePath:instancePath+"/quotaThresholds",schemaPath:"#/properties/quotaThresholds/required",keyword:"required",params:{missingProperty: "daily"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data3.weeklyOpus === undefined){
const err9 = {instancePath:instancePath+"/quotaThresholds",schemaPath:"#/properties/quotaThresholds/required",keyword:"required",params:{missingProperty: "weeklyOpus"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data3.monthly === undefined){
const err10 = {instancePath:instancePath+"/quotaThresholds",schemaPath:"#/properties/quotaThresholds/required",keyword:"required",params:{missingProperty: "monthly"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data3.requests === undefined){
const err11 = {instancePath:instancePath+"/quotaThresholds",schemaPath:"#/properties/quotaThresholds/required",keyword:"required",params:{missingProperty: "requests"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key0 in data3){
if(!((((key0 === "daily") || (key0 === "weeklyOpus")) || (key0 === "monthly")) || (key0 === "requests"))){
const err12 = {instancePath:instancePath+"/quotaThresholds",schemaPath:"#/properties/quotaThresholds/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data3.daily !== undefined){
let data4 = data3.daily;
if(Array.isArray(data4)){
if(data4.length > 5){
const err13 = {instancePath:instancePath+"/quotaThresholds/daily",schemaPath:"https://relay-portal.invalid/schemas/QuotaThresholds/maxItems",keyword:"maxItems",params:{limit: 5}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err14 = {instancePath:instancePath+"/quotaThresholds/daily/" + i0,schemaPath:"https://relay-portal.invalid/schemas/QuotaThresholds/items/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 100 || isNaN(data5)){
const err15 = {instancePath:instancePath+"/quotaThresholds/daily/" + i0,schemaPath:"https://relay-portal.invalid/schemas/QuotaThresholds/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data5 < 1 || isNaN(data5)){
const err16 = {instancePath:instancePath+"/quotaThresholds/daily/" + i0,schemaPath:"https://relay-portal.invalid/schemas/QuotaThresholds/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
}
else {
const err17 = {instancePath:instancePath+"/quotaThresholds/daily",schemaPath:"https://relay-portal.invalid/schemas/QuotaThresholds/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data3.weeklyOpus !== undefined){
let data6 = data3.weeklyOpus;
if(Array.isArray(data6)){
if(data6.length > 5){
const err18 = {instancePath:instancePath+"/quotaThresholds/weeklyOpus",schemaPath:"https://relay-portal.invalid/schemas/QuotaThresholds/maxItems",keyword:"maxItems",params:{limit: 5}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
const len1 = data6.length;
for(let i1=0; i1<len1; i1++){
let data7 = data6[i1];
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err19 = {instancePath:instancePath+"/quotaThresholds/weeklyOpus/" + i1,schemaPath:"https://relay-portal.invalid/schemas/QuotaThresholds/items/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 100 || isNaN(data7)){
const err20 = {instancePath:instancePath+"/quotaThresholds/weeklyOpus/" + i1,schemaPath:"https://relay-portal.invalid/schemas/QuotaThresholds/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data7 < 1 || isNaN(data7)){
const err21 = {instancePath:instancePath+"/quotaThresholds/weeklyOpus/" + i1,schemaPath:"https://relay-portal.invalid/schemas/QuotaThresholds/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
}
else {
const err22 = {instancePath:instancePath+"/quotaThresholds/weeklyOpus",schemaPath:"https://relay-portal.invalid/schemas/QuotaThresholds/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data3.monthly !== undefined){
let data8 = data3.monthly;
if(Array.isArray(data8)){
if(data8.length > 5){
const err23 = {instancePath:instancePath+"/quotaThresholds/monthly",schemaPath:"https://relay-portal.invalid/schemas/QuotaThresholds/maxItems",keyword:"maxItems",params:{limit: 5}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
const len2 = data8.length;
for(let i2=0; i2<len2; i2++){
let data9 = data8[i2];
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err24 = {instancePath:instancePath+"/quotaThresholds/monthly/" + i2,schemaPath:"https://relay-portal.invalid/schemas/QuotaThresholds/items/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 100 || isNaN(data9)){
const err25 = {instancePath:instancePath+"/quotaThresholds/monthly/" + i2,schemaPath:"https://relay-portal.invalid/schemas/QuotaThresholds/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data9 < 1 || isNaN(data9)){
const err26 = {instancePath:instancePath+"/quotaThresholds/monthly/" + i2,schemaPath:"https://relay-portal.invalid/schemas/QuotaThresholds/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
}
else {
const err27 = {instancePath:instancePath+"/quotaThresholds/monthly",schemaPath:"https://relay-portal.invalid/schemas/QuotaThresholds/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data3.requests !== undefined){
let data10 = data3.requests;
if(Array.isArray(data10)){
if(data10.length > 5){
const err28 = {instancePath:instancePath+"/quotaThresholds/requests",schemaPath:"https://relay-portal.invalid/schemas/QuotaThresholds/maxItems",keyword:"maxItems",params:{limit: 5}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
const len3 = data10.length;
for(let i3=0; i3<len3; i3++){
let data11 = data10[i3];
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err29 = {instancePath:instancePath+"/quotaThresholds/requests/" + i3,schemaPath:"https://relay-portal.invalid/schemas/QuotaThresholds/items/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 100 || isNaN(data11)){
const err30 = {instancePath:instancePath+"/quotaThresholds/requests/" + i3,schemaPath:"https://relay-portal.invalid/schemas/QuotaThresholds/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data11 < 1 || isNaN(data11)){
const err31 = {instancePath:instancePath+"/quotaThresholds/requests/" + i3,schemaPath:"https://relay-portal.invalid/schemas/QuotaThresholds/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
}
else {
const err32 = {instancePath:instancePath+"/quotaThresholds/requests",schemaPath:"https://relay-portal.invalid/schemas/QuotaThresholds/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
else {
const err33 = {instancePath:instancePath+"/quotaThresholds",schemaPath:"#/properties/quotaThresholds/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.expiryReminderDays !== undefined){
let data12 = data.expiryReminderDays;
if(Array.isArray(data12)){
if(data12.length > 5){
const err34 = {instancePath:instancePath+"/expiryReminderDays",schemaPath:"#/properties/expiryReminderDays/maxItems",keyword:"maxItems",params:{limit: 5}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
const len4 = data12.length;
for(let i4=0; i4<len4; i4++){
let data13 = data12[i4];
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err35 = {instancePath:instancePath+"/expiryReminderDays/" + i4,schemaPath:"#/properties/expiryReminderDays/items/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 > 60 || isNaN(data13)){
const err36 = {instancePath:instancePath+"/expiryReminderDays/" + i4,schemaPath:"#/properties/expiryReminderDays/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 60}};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data13 < 1 || isNaN(data13)){
const err37 = {instancePath:instancePath+"/expiryReminderDays/" + i4,schemaPath:"#/properties/expiryReminderDays/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1}};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
}
else {
const err38 = {instancePath:instancePath+"/expiryReminderDays",schemaPath:"#/properties/expiryReminderDays/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
validate44.errors = vErrors;
return errors === 0;
}
validate44.evaluated = {"props":{"email":true,"webhookUrl":true,"webhookSecret":true,"quotaThresholds":true,"expiryReminderDays":true},"dynamicProps":false,"dynamicItems":false};

export const validatePlanList = validate45;
const schema71 = {"type":"object","required":["items"],"properties":{"items":{"type":"array","items":{"$ref":"https://relay-portal.invalid/schemas/Plan"}}}};
const schema72 = {"type":"object","required":["id","name","description","duration","dailyQuota","monthlyQuota","requestLimit","weeklyOpusQuota","serviceScope","recommended","price"],"properties":{"id":{"type":"string"},"name":{"type":"string"},"description":{"type":"string"},"duration":{"$ref":"https://relay-portal.invalid/schemas/Duration"},"dailyQuota":{"$ref":"https://relay-portal.invalid/schemas/Quota"},"monthlyQuota":{"$ref":"https://relay-portal.invalid/schemas/Quota"},"requestLimit":{"type":["integer","null"],"minimum":1},"weeklyOpusQuota":{"$ref":"https://relay-portal.invalid/schemas/Quota"},"serviceScope":{"$ref":"https://relay-portal.invalid/schemas/ServiceScope"},"recommended":{"type":"boolean"},"price":{"$ref":"https://relay-portal.invalid/schemas/Money"}}};

function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate46.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.description === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "description"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.duration === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "duration"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.dailyQuota === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dailyQuota"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.monthlyQuota === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "monthlyQuota"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.requestLimit === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "requestLimit"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.weeklyOpusQuota === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "weeklyOpusQuota"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.serviceScope === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "serviceScope"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.recommended === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "recommended"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.price === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "price"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err11 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err12 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.description !== undefined){
if(typeof data.description !== "string"){
const err13 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.duration !== undefined){
if(!(validate22(data.duration, {instancePath:instancePath+"/duration",parentData:data,parentDataProperty:"duration",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
}
if(data.dailyQuota !== undefined){
let data4 = data.dailyQuota;
if((!((typeof data4 == "number") && (isFinite(data4)))) && (data4 !== null)){
const err14 = {instancePath:instancePath+"/dailyQuota",schemaPath:"https://relay-portal.invalid/schemas/Quota/type",keyword:"type",params:{type: schema46.type}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err15 = {instancePath:instancePath+"/dailyQuota",schemaPath:"https://relay-portal.invalid/schemas/Quota/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(data.monthlyQuota !== undefined){
let data5 = data.monthlyQuota;
if((!((typeof data5 == "number") && (isFinite(data5)))) && (data5 !== null)){
const err16 = {instancePath:instancePath+"/monthlyQuota",schemaPath:"https://relay-portal.invalid/schemas/Quota/type",keyword:"type",params:{type: schema46.type}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
const err17 = {instancePath:instancePath+"/monthlyQuota",schemaPath:"https://relay-portal.invalid/schemas/Quota/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data.requestLimit !== undefined){
let data6 = data.requestLimit;
if((!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))) && (data6 !== null)){
const err18 = {instancePath:instancePath+"/requestLimit",schemaPath:"#/properties/requestLimit/type",keyword:"type",params:{type: schema72.properties.requestLimit.type}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 1 || isNaN(data6)){
const err19 = {instancePath:instancePath+"/requestLimit",schemaPath:"#/properties/requestLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data.weeklyOpusQuota !== undefined){
let data7 = data.weeklyOpusQuota;
if((!((typeof data7 == "number") && (isFinite(data7)))) && (data7 !== null)){
const err20 = {instancePath:instancePath+"/weeklyOpusQuota",schemaPath:"https://relay-portal.invalid/schemas/Quota/type",keyword:"type",params:{type: schema46.type}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
const err21 = {instancePath:instancePath+"/weeklyOpusQuota",schemaPath:"https://relay-portal.invalid/schemas/Quota/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
if(data.serviceScope !== undefined){
let data8 = data.serviceScope;
if(typeof data8 !== "string"){
const err22 = {instancePath:instancePath+"/serviceScope",schemaPath:"https://relay-portal.invalid/schemas/ServiceScope/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!((((data8 === "all") || (data8 === "claude")) || (data8 === "gemini")) || (data8 === "openai"))){
const err23 = {instancePath:instancePath+"/serviceScope",schemaPath:"https://relay-portal.invalid/schemas/ServiceScope/enum",keyword:"enum",params:{allowedValues: schema35.enum}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.recommended !== undefined){
if(typeof data.recommended !== "boolean"){
const err24 = {instancePath:instancePath+"/recommended",schemaPath:"#/properties/recommended/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.price !== undefined){
let data10 = data.price;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.amount === undefined){
const err25 = {instancePath:instancePath+"/price",schemaPath:"https://relay-portal.invalid/schemas/Money/required",keyword:"required",params:{missingProperty: "amount"}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data10.currency === undefined){
const err26 = {instancePath:instancePath+"/price",schemaPath:"https://relay-portal.invalid/schemas/Money/required",keyword:"required",params:{missingProperty: "currency"}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data10.amount !== undefined){
let data11 = data10.amount;
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
const err27 = {instancePath:instancePath+"/price/amount",schemaPath:"https://relay-portal.invalid/schemas/Money/properties/amount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/price/amount",schemaPath:"https://relay-portal.invalid/schemas/Money/properties/amount/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data10.currency !== undefined){
let data12 = data10.currency;
if(typeof data12 === "string"){
if(!pattern6.test(data12)){
const err29 = {instancePath:instancePath+"/price/currency",schemaPath:"https://relay-portal.invalid/schemas/Money/properties/currency/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/price/currency",schemaPath:"https://relay-portal.invalid/schemas/Money/properties/currency/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath:instancePath+"/price",schemaPath:"https://relay-portal.invalid/schemas/Money/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
validate46.errors = vErrors;
return errors === 0;
}
validate46.evaluated = {"props":{"id":true,"name":true,"description":true,"duration":true,"dailyQuota":true,"monthlyQuota":true,"requestLimit":true,"weeklyOpusQuota":true,"serviceScope":true,"recommended":true,"price":true},"dynamicProps":false,"dynamicItems":false};


function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate45.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.items === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "items"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.items !== undefined){
let data0 = data.items;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate46(data0[i0], {instancePath:instancePath+"/items/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate45.errors = vErrors;
return errors === 0;
}
validate45.evaluated = {"props":{"items":true},"dynamicProps":false,"dynamicItems":false};

export const validateSessionList = validate49;
const schema78 = {"type":"object","required":["items"],"properties":{"items":{"type":"array","items":{"$ref":"https://relay-portal.invalid/schemas/Session"}}}};
const schema79 = {"type":"object","required":["id","userAgent","ipAddress","createdAt","lastSeenAt","current"],"properties":{"id":{"$ref":"https://relay-portal.invalid/schemas/SessionId"},"userAgent":{"type":["string","null"],"maxLength":512},"ipAddress":{"type":["string","null"]},"createdAt":{"type":"string","format":"date-time"},"lastSeenAt":{"type":"string","format":"date-time"},"current":{"type":"boolean"}}};
const schema80 = {"type":"string","pattern":"^ses_[A-Za-z0-9]{6,64}$"};
const pattern10 = new RegExp("^ses_[A-Za-z0-9]{6,64}$", "u");

function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate50.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.userAgent === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "userAgent"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.ipAddress === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ipAddress"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.createdAt === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdAt"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.lastSeenAt === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lastSeenAt"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.current === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "current"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(!pattern10.test(data0)){
const err6 = {instancePath:instancePath+"/id",schemaPath:"https://relay-portal.invalid/schemas/SessionId/pattern",keyword:"pattern",params:{pattern: "^ses_[A-Za-z0-9]{6,64}$"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/id",schemaPath:"https://relay-portal.invalid/schemas/SessionId/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.userAgent !== undefined){
let data1 = data.userAgent;
if((typeof data1 !== "string") && (data1 !== null)){
const err8 = {instancePath:instancePath+"/userAgent",schemaPath:"#/properties/userAgent/type",keyword:"type",params:{type: schema79.properties.userAgent.type}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(typeof data1 === "string"){
if(func1(data1) > 512){
const err9 = {instancePath:instancePath+"/userAgent",schemaPath:"#/properties/userAgent/maxLength",keyword:"maxLength",params:{limit: 512}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.ipAddress !== undefined){
let data2 = data.ipAddress;
if((typeof data2 !== "string") && (data2 !== null)){
const err10 = {instancePath:instancePath+"/ipAddress",schemaPath:"#/properties/ipAddress/type",keyword:"type",params:{type: schema79.properties.ipAddress.type}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.createdAt !== undefined){
let data3 = data.createdAt;
if(typeof data3 === "string"){
if(!(formats0.validate(data3))){
const err11 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/format",keyword:"format",params:{format: "date-time"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.lastSeenAt !== undefined){
let data4 = data.lastSeenAt;
if(typeof data4 === "string"){
if(!(formats0.validate(data4))){
const err13 = {instancePath:instancePath+"/lastSeenAt",schemaPath:"#/properties/lastSeenAt/format",keyword:"format",params:{format: "date-time"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/lastSeenAt",schemaPath:"#/properties/lastSeenAt/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.current !== undefined){
if(typeof data.current !== "boolean"){
const err15 = {instancePath:instancePath+"/current",schemaPath:"#/properties/current/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate50.errors = vErrors;
return errors === 0;
}
validate50.evaluated = {"props":{"id":true,"userAgent":true,"ipAddress":true,"createdAt":true,"lastSeenAt":true,"current":true},"dynamicProps":false,"dynamicItems":false};


function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate49.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.items === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "items"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.items !== undefined){
let data0 = data.items;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate50(data0[i0], {instancePath:instancePath+"/items/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate50.errors : vErrors.concat(validate50.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate49.errors = vErrors;
return errors === 0;
}
validate49.evaluated = {"props":{"items":true},"dynamicProps":false,"dynamicItems":false};

export const validateSubscription = validate52;
const schema81 = {"type":"object","required":["status","plan","activeSince","expiresAt","quota","source"],"properties":{"status":{"$ref":"https://relay-portal.invalid/schemas/SubscriptionStatus"},"plan":{"oneOf":[{"$ref":"https://relay-portal.invalid/schemas/PlanSummary"},{"type":"null"}]},"activeSince":{"type":["string","null"],"format":"date-time"},"expiresAt":{"type":["string","null"],"format":"date-time"},"quota":{"oneOf":[{"$ref":"https://relay-portal.invalid/schemas/QuotaStatus"},{"type":"null"}]},"source":{"type":["string","null"],"enum":["activation_code","benefit_package",null]}}};
const schema83 = {"type":"object","required":["dailyQuota","dailyUsed","weeklyOpusQuota","weeklyOpusUsed","monthlyQuota","monthlyUsed","dailyResetsAt"],"properties":{"dailyQuota":{"$ref":"https://relay-portal.invalid/schemas/Quota"},"dailyUsed":{"type":"number","minimum":0},"weeklyOpusQuota":{"$ref":"https://relay-portal.invalid/schemas/Quota"},"weeklyOpusUsed":{"type":"number","minimum":0},"monthlyQuota":{"$ref":"https://relay-portal.invalid/schemas/Quota"},"monthlyUsed":{"type":"number","minimum":0},"dailyResetsAt":{"type":"string","format":"date-time"},"weeklyOpusResetsAt":{"type":"string","format":"date-time"},"monthlyResetsAt":{"type":"string","format":"date-time"},"requestLimit":{"type":["integer","null"],"minimum":1},"requestsUsed":{"type":"integer","minimum":0}}};

function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate54.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.dailyQuota === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dailyQuota"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.dailyUsed === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dailyUsed"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.weeklyOpusQuota === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "weeklyOpusQuota"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.weeklyOpusUsed === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "weeklyOpusUsed"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.monthlyQuota === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "monthlyQuota"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.monthlyUsed === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "monthlyUsed"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.dailyResetsAt === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dailyResetsAt"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.dailyQuota !== undefined){
let data0 = data.dailyQuota;
if((!((typeof data0 == "number") && (isFinite(data0)))) && (data0 !== null)){
const err7 = {instancePath:instancePath+"/dailyQuota",schemaPath:"https://relay-portal.invalid/schemas/Quota/type",keyword:"type",params:{type: schema46.type}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err8 = {instancePath:instancePath+"/dailyQuota",schemaPath:"https://relay-portal.invalid/schemas/Quota/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
if(data.dailyUsed !== undefined){
let data1 = data.dailyUsed;
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err9 = {instancePath:instancePath+"/dailyUsed",schemaPath:"#/properties/dailyUsed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/dailyUsed",schemaPath:"#/properties/dailyUsed/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.weeklyOpusQuota !== undefined){
let data2 = data.weeklyOpusQuota;
if((!((typeof data2 == "number") && (isFinite(data2)))) && (data2 !== null)){
const err11 = {instancePath:instancePath+"/weeklyOpusQuota",schemaPath:"https://relay-portal.invalid/schemas/Quota/type",keyword:"type",params:{type: schema46.type}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err12 = {instancePath:instancePath+"/weeklyOpusQuota",schemaPath:"https://relay-portal.invalid/schemas/Quota/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data.weeklyOpusUsed !== undefined){
let data3 = data.weeklyOpusUsed;
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err13 = {instancePath:instancePath+"/weeklyOpusUsed",schemaPath:"#/properties/weeklyOpusUsed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/weeklyOpusUsed",schemaPath:"#/properties/weeklyOpusUsed/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.monthlyQuota !== undefined){
let data4 = data.monthlyQuota;
if((!((typeof data4 == "number") && (isFinite(data4)))) && (data4 !== null)){
const err15 = {instancePath:instancePath+"/monthlyQuota",schemaPath:"https://relay-portal.invalid/schemas/Quota/type",keyword:"type",params:{type: schema46.type}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err16 = {instancePath:instancePath+"/monthlyQuota",schemaPath:"https://relay-portal.invalid/schemas/Quota/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
if(data.monthlyUsed !== undefined){
let data5 = data.monthlyUsed;
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
const err17 = {instancePath:instancePath+"/monthlyUsed",schemaPath:"#/properties/monthlyUsed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/monthlyUsed",schemaPath:"#/properties/monthlyUsed/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.dailyResetsAt !== undefined){
let data6 = data.dailyResetsAt;
if(typeof data6 === "string"){
if(!(formats0.validate(data6))){
const err19 = {instancePath:instancePath+"/dailyResetsAt",schemaPath:"#/properties/dailyResetsAt/format",keyword:"format",params:{format: "date-time"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/dailyResetsAt",schemaPath:"#/properties/dailyResetsAt/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.weeklyOpusResetsAt !== undefined){
let data7 = data.weeklyOpusResetsAt;
if(typeof data7 === "string"){
if(!(formats0.validate(data7))){
const err21 = {instancePath:instancePath+"/weeklyOpusResetsAt",schemaPath:"#/properties/weeklyOpusResetsAt/format",keyword:"format",params:{format: "date-time"}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/weeklyOpusResetsAt",schemaPath:"#/properties/weeklyOpusResetsAt/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.monthlyResetsAt !== undefined){
let data8 = data.monthlyResetsAt;
if(typeof data8 === "string"){
if(!(formats0.validate(data8))){
const err23 = {instancePath:instancePath+"/monthlyResetsAt",schemaPath:"#/properties/monthlyResetsAt/format",keyword:"format",params:{format: "date-time"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/monthlyResetsAt",schemaPath:"#/properties/monthlyResetsAt/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.requestLimit !== undefined){
let data9 = data.requestLimit;
if((!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))) && (data9 !== null)){
const err25 = {instancePath:instancePath+"/requestLimit",schemaPath:"#/properties/requestLimit/type",keyword:"type",params:{type: schema83.properties.requestLimit.type}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 1 || isNaN(data9)){
const err26 = {instancePath:instancePath+"/requestLimit",schemaPath:"#/properties/requestLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
if(data.requestsUsed !== undefined){
let data10 = data.requestsUsed;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err27 = {instancePath:instancePath+"/requestsUsed",schemaPath:"#/properties/requestsUsed/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
const err28 = {instancePath:instancePath+"/requestsUsed",schemaPath:"#/properties/requestsUsed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
}
else {
const err29 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
validate54.errors = vErrors;
return errors === 0;
}
validate54.evaluated = {"props":{"dailyQuota":true,"dailyUsed":true,"weeklyOpusQuota":true,"weeklyOpusUsed":true,"monthlyQuota":true,"monthlyUsed":true,"dailyResetsAt":true,"weeklyOpusResetsAt":true,"monthlyResetsAt":true,"requestLimit":true,"requestsUsed":true},"dynamicProps":false,"dynamicItems":false};


function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate52.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.status === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.plan === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "plan"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.activeSince === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "activeSince"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.expiresAt === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "expiresAt"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.quota === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "quota"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.source === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "source"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.status !== undefined){
let data0 = data.status;
if(typeof data0 !== "string"){
const err6 = {instancePath:instancePath+"/status",schemaPath:"https://relay-portal.invalid/schemas/SubscriptionStatus/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(((((data0 === "active") || (data0 === "inactive")) || (data0 === "expired")) || (data0 === "expiring_soon")) || (data0 === "unknown"))){
const err7 = {instancePath:instancePath+"/status",schemaPath:"https://relay-portal.invalid/schemas/SubscriptionStatus/enum",keyword:"enum",params:{allowedValues: schema57.enum}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.plan !== undefined){
let data1 = data.plan;
const _errs5 = errors;
let valid2 = false;
let passing0 = null;
const _errs6 = errors;
if(!(validate21(data1, {instancePath:instancePath+"/plan",parentData:data,parentDataProperty:"plan",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
var _valid0 = _errs6 === errors;
if(_valid0){
valid2 = true;
passing0 = 0;
var props0 = {};
props0.id = true;
props0.name = true;
props0.duration = true;
props0.serviceScope = true;
}
const _errs7 = errors;
if(data1 !== null){
const err8 = {instancePath:instancePath+"/plan",schemaPath:"#/properties/plan/oneOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid0 = _errs7 === errors;
if(_valid0 && valid2){
valid2 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid2 = true;
passing0 = 1;
}
}
if(!valid2){
const err9 = {instancePath:instancePath+"/plan",schemaPath:"#/properties/plan/oneOf",keyword:"oneOf",params:{passingSchemas: passing0}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
}
if(data.activeSince !== undefined){
let data2 = data.activeSince;
if((typeof data2 !== "string") && (data2 !== null)){
const err10 = {instancePath:instancePath+"/activeSince",schemaPath:"#/properties/activeSince/type",keyword:"type",params:{type: schema81.properties.activeSince.type}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(typeof data2 === "string"){
if(!(formats0.validate(data2))){
const err11 = {instancePath:instancePath+"/activeSince",schemaPath:"#/properties/activeSince/format",keyword:"format",params:{format: "date-time"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
if(data.expiresAt !== undefined){
let data3 = data.expiresAt;
if((typeof data3 !== "string") && (data3 !== null)){
const err12 = {instancePath:instancePath+"/expiresAt",schemaPath:"#/properties/expiresAt/type",keyword:"type",params:{type: schema81.properties.expiresAt.type}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(typeof data3 === "string"){
if(!(formats0.validate(data3))){
const err13 = {instancePath:instancePath+"/expiresAt",schemaPath:"#/properties/expiresAt/format",keyword:"format",params:{format: "date-time"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
if(data.quota !== undefined){
let data4 = data.quota;
const _errs14 = errors;
let valid3 = false;
let passing1 = null;
const _errs15 = errors;
if(!(validate54(data4, {instancePath:instancePath+"/quota",parentData:data,parentDataProperty:"quota",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var _valid1 = _errs15 === errors;
if(_valid1){
valid3 = true;
passing1 = 0;
var props1 = {};
props1.dailyQuota = true;
props1.dailyUsed = true;
props1.weeklyOpusQuota = true;
props1.weeklyOpusUsed = true;
props1.monthlyQuota = true;
props1.monthlyUsed = true;
props1.dailyResetsAt = true;
props1.weeklyOpusResetsAt = true;
props1.monthlyResetsAt = true;
props1.requestLimit = true;
props1.requestsUsed = true;
}
const _errs16 = errors;
if(data4 !== null){
const err14 = {instancePath:instancePath+"/quota",schemaPath:"#/properties/quota/oneOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid1 = _errs16 === errors;
if(_valid1 && valid3){
valid3 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid3 = true;
passing1 = 1;
}
}
if(!valid3){
const err15 = {instancePath:instancePath+"/quota",schemaPath:"#/properties/quota/oneOf",keyword:"oneOf",params:{passingSchemas: passing1}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
}
}
if(data.source !== undefined){
let data5 = data.source;
if((typeof data5 !== "string") && (data5 !== null)){
const err16 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: schema81.properties.source.type}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!(((data5 === "activation_code") || (data5 === "benefit_package")) || (data5 === null))){
const err17 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/enum",keyword:"enum",params:{allowedValues: schema81.properties.source.enum}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate52.errors = vErrors;
return errors === 0;
}
validate52.evaluated = {"props":{"status":true,"plan":true,"activeSince":true,"expiresAt":true,"quota":true,"source":true},"dynamicProps":false,"dynamicItems":false};

export const validateUsageRequestPage = validate56;
const schema87 = {"type":"object","required":["items","nextCursor"],"properties":{"items":{"type":"array","items":{"$ref":"https://relay-portal.invalid/schemas/UsageRequest"}},"nextCursor":{"type":["string","null"]}}};
const schema88 = {"type":"object","required":["id","at","keyId","keyName","model","api","tokens","cost","durationMs","firstTokenMs","status","errorCode"],"properties":{"id":{"type":"string","minLength":1},"at":{"type":"string","format":"date-time"},"keyId":{"type":"string"},"keyName":{"type":["string","null"]},"model":{"type":"string"},"api":{"$ref":"https://relay-portal.invalid/schemas/RelayApi"},"tokens":{"$ref":"https://relay-portal.invalid/schemas/TokenCounts"},"cost":{"$ref":"https://relay-portal.invalid/schemas/Money"},"durationMs":{"type":"integer","minimum":0},"firstTokenMs":{"type":["integer","null"],"minimum":0},"status":{"type":"integer","minimum":100,"maximum":599},"errorCode":{"anyOf":[{"$ref":"https://relay-portal.invalid/schemas/RelayErrorCode"},{"type":"null"}]},"resetsAt":{"type":"string","format":"date-time"}}};
const schema90 = {"type":"object","required":["input","output","cacheWrite","cacheRead"],"properties":{"input":{"type":"integer","minimum":0},"output":{"type":"integer","minimum":0},"cacheWrite":{"type":"integer","minimum":0},"cacheRead":{"type":"integer","minimum":0}}};
const schema92 = {"anyOf":[{"type":"string","enum":["INVALID_API_KEY","KEY_DISABLED","KEY_EXPIRED","IP_NOT_ALLOWED","MODEL_NOT_ALLOWED","KEY_DAILY_LIMIT_REACHED","KEY_WEEKLY_LIMIT_REACHED","KEY_MONTHLY_LIMIT_REACHED","KEY_REQUEST_LIMIT_REACHED","ACCOUNT_SUSPENDED","NO_ACTIVE_PLAN","API_NOT_IN_PLAN","MODEL_NOT_FOUND","DAILY_QUOTA_EXHAUSTED","WEEKLY_OPUS_QUOTA_EXHAUSTED","MONTHLY_QUOTA_EXHAUSTED","REQUEST_LIMIT_REACHED","INVALID_REQUEST","PAYLOAD_TOO_LARGE","UPSTREAM_OVERLOADED"]},{"type":"string"}]};

function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate57.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.at === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "at"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.keyId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "keyId"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.keyName === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "keyName"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.model === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "model"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.api === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "api"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.tokens === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tokens"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.cost === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cost"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.durationMs === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "durationMs"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.firstTokenMs === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "firstTokenMs"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.status === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.errorCode === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "errorCode"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err12 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.at !== undefined){
let data1 = data.at;
if(typeof data1 === "string"){
if(!(formats0.validate(data1))){
const err14 = {instancePath:instancePath+"/at",schemaPath:"#/properties/at/format",keyword:"format",params:{format: "date-time"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/at",schemaPath:"#/properties/at/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.keyId !== undefined){
if(typeof data.keyId !== "string"){
const err16 = {instancePath:instancePath+"/keyId",schemaPath:"#/properties/keyId/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.keyName !== undefined){
let data3 = data.keyName;
if((typeof data3 !== "string") && (data3 !== null)){
const err17 = {instancePath:instancePath+"/keyName",schemaPath:"#/properties/keyName/type",keyword:"type",params:{type: schema88.properties.keyName.type}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.model !== undefined){
if(typeof data.model !== "string"){
const err18 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.api !== undefined){
let data5 = data.api;
if(typeof data5 !== "string"){
const err19 = {instancePath:instancePath+"/api",schemaPath:"https://relay-portal.invalid/schemas/RelayApi/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!(((data5 === "anthropic") || (data5 === "openai")) || (data5 === "gemini"))){
const err20 = {instancePath:instancePath+"/api",schemaPath:"https://relay-portal.invalid/schemas/RelayApi/enum",keyword:"enum",params:{allowedValues: schema62.enum}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.tokens !== undefined){
let data6 = data.tokens;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.input === undefined){
const err21 = {instancePath:instancePath+"/tokens",schemaPath:"https://relay-portal.invalid/schemas/TokenCounts/required",keyword:"required",params:{missingProperty: "input"}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data6.output === undefined){
const err22 = {instancePath:instancePath+"/tokens",schemaPath:"https://relay-portal.invalid/schemas/TokenCounts/required",keyword:"required",params:{missingProperty: "output"}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data6.cacheWrite === undefined){
const err23 = {instancePath:instancePath+"/tokens",schemaPath:"https://relay-portal.invalid/schemas/TokenCounts/required",keyword:"required",params:{missingProperty: "cacheWrite"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data6.cacheRead === undefined){
const err24 = {instancePath:instancePath+"/tokens",schemaPath:"https://relay-portal.invalid/schemas/TokenCounts/required",keyword:"required",params:{missingProperty: "cacheRead"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data6.input !== undefined){
let data7 = data6.input;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err25 = {instancePath:instancePath+"/tokens/input",schemaPath:"https://relay-portal.invalid/schemas/TokenCounts/properties/input/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
const err26 = {instancePath:instancePath+"/tokens/input",schemaPath:"https://relay-portal.invalid/schemas/TokenCounts/properties/input/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
if(data6.output !== undefined){
let data8 = data6.output;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err27 = {instancePath:instancePath+"/tokens/output",schemaPath:"https://relay-portal.invalid/schemas/TokenCounts/properties/output/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err28 = {instancePath:instancePath+"/tokens/output",schemaPath:"https://relay-portal.invalid/schemas/TokenCounts/properties/output/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
if(data6.cacheWrite !== undefined){
let data9 = data6.cacheWrite;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err29 = {instancePath:instancePath+"/tokens/cacheWrite",schemaPath:"https://relay-portal.invalid/schemas/TokenCounts/properties/cacheWrite/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
const err30 = {instancePath:instancePath+"/tokens/cacheWrite",schemaPath:"https://relay-portal.invalid/schemas/TokenCounts/properties/cacheWrite/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
if(data6.cacheRead !== undefined){
let data10 = data6.cacheRead;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err31 = {instancePath:instancePath+"/tokens/cacheRead",schemaPath:"https://relay-portal.invalid/schemas/TokenCounts/properties/cacheRead/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
const err32 = {instancePath:instancePath+"/tokens/cacheRead",schemaPath:"https://relay-portal.invalid/schemas/TokenCounts/properties/cacheRead/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
}
else {
const err33 = {instancePath:instancePath+"/tokens",schemaPath:"https://relay-portal.invalid/schemas/TokenCounts/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.cost !== undefined){
let data11 = data.cost;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.amount === undefined){
const err34 = {instancePath:instancePath+"/cost",schemaPath:"https://relay-portal.invalid/schemas/Money/required",keyword:"required",params:{missingProperty: "amount"}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data11.currency === undefined){
const err35 = {instancePath:instancePath+"/cost",schemaPath:"https://relay-portal.invalid/schemas/Money/required",keyword:"required",params:{missingProperty: "currency"}};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data11.amount !== undefined){
let data12 = data11.amount;
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
const err36 = {instancePath:instancePath+"/cost/amount",schemaPath:"https://relay-portal.invalid/schemas/Money/properties/amount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/cost/amount",schemaPath:"https://relay-portal.invalid/schemas/Money/properties/amount/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data11.currency !== undefined){
let data13 = data11.currency;
if(typeof data13 === "string"){
if(!pattern6.test(data13)){
const err38 = {instancePath:instancePath+"/cost/currency",schemaPath:"https://relay-portal.invalid/schemas/Money/properties/currency/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"}};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/cost/currency",schemaPath:"https://relay-portal.invalid/schemas/Money/properties/currency/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
else {
const err40 = {instancePath:instancePath+"/cost",schemaPath:"https://relay-portal.invalid/schemas/Money/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.durationMs !== undefined){
let data14 = data.durationMs;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err41 = {instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 0 || isNaN(data14)){
const err42 = {instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
if(data.firstTokenMs !== undefined){
let data15 = data.firstTokenMs;
if((!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))) && (data15 !== null)){
const err43 = {instancePath:instancePath+"/firstTokenMs",schemaPath:"#/properties/firstTokenMs/type",keyword:"type",params:{type: schema88.properties.firstTokenMs.type}};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 0 || isNaN(data15)){
const err44 = {instancePath:instancePath+"/firstTokenMs",schemaPath:"#/properties/firstTokenMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
if(data.status !== undefined){
let data16 = data.status;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err45 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 > 599 || isNaN(data16)){
const err46 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/maximum",keyword:"maximum",params:{comparison: "<=", limit: 599}};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data16 < 100 || isNaN(data16)){
const err47 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100}};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
if(data.errorCode !== undefined){
let data17 = data.errorCode;
const _errs39 = errors;
let valid6 = false;
const _errs40 = errors;
const _errs42 = errors;
let valid8 = false;
const _errs43 = errors;
if(typeof data17 !== "string"){
const err48 = {instancePath:instancePath+"/errorCode",schemaPath:"https://relay-portal.invalid/schemas/RelayErrorCode/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(!((((((((((((((((((((data17 === "INVALID_API_KEY") || (data17 === "KEY_DISABLED")) || (data17 === "KEY_EXPIRED")) || (data17 === "IP_NOT_ALLOWED")) || (data17 === "MODEL_NOT_ALLOWED")) || (data17 === "KEY_DAILY_LIMIT_REACHED")) || (data17 === "KEY_WEEKLY_LIMIT_REACHED")) || (data17 === "KEY_MONTHLY_LIMIT_REACHED")) || (data17 === "KEY_REQUEST_LIMIT_REACHED")) || (data17 === "ACCOUNT_SUSPENDED")) || (data17 === "NO_ACTIVE_PLAN")) || (data17 === "API_NOT_IN_PLAN")) || (data17 === "MODEL_NOT_FOUND")) || (data17 === "DAILY_QUOTA_EXHAUSTED")) || (data17 === "WEEKLY_OPUS_QUOTA_EXHAUSTED")) || (data17 === "MONTHLY_QUOTA_EXHAUSTED")) || (data17 === "REQUEST_LIMIT_REACHED")) || (data17 === "INVALID_REQUEST")) || (data17 === "PAYLOAD_TOO_LARGE")) || (data17 === "UPSTREAM_OVERLOADED"))){
const err49 = {instancePath:instancePath+"/errorCode",schemaPath:"https://relay-portal.invalid/schemas/RelayErrorCode/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema92.anyOf[0].enum}};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
var _valid1 = _errs43 === errors;
valid8 = valid8 || _valid1;
const _errs45 = errors;
if(typeof data17 !== "string"){
const err50 = {instancePath:instancePath+"/errorCode",schemaPath:"https://relay-portal.invalid/schemas/RelayErrorCode/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
var _valid1 = _errs45 === errors;
valid8 = valid8 || _valid1;
if(!valid8){
const err51 = {instancePath:instancePath+"/errorCode",schemaPath:"https://relay-portal.invalid/schemas/RelayErrorCode/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
else {
errors = _errs42;
if(vErrors !== null){
if(_errs42){
vErrors.length = _errs42;
}
else {
vErrors = null;
}
}
}
var _valid0 = _errs40 === errors;
valid6 = valid6 || _valid0;
const _errs47 = errors;
if(data17 !== null){
const err52 = {instancePath:instancePath+"/errorCode",schemaPath:"#/properties/errorCode/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
var _valid0 = _errs47 === errors;
valid6 = valid6 || _valid0;
if(!valid6){
const err53 = {instancePath:instancePath+"/errorCode",schemaPath:"#/properties/errorCode/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
else {
errors = _errs39;
if(vErrors !== null){
if(_errs39){
vErrors.length = _errs39;
}
else {
vErrors = null;
}
}
}
}
if(data.resetsAt !== undefined){
let data18 = data.resetsAt;
if(typeof data18 === "string"){
if(!(formats0.validate(data18))){
const err54 = {instancePath:instancePath+"/resetsAt",schemaPath:"#/properties/resetsAt/format",keyword:"format",params:{format: "date-time"}};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/resetsAt",schemaPath:"#/properties/resetsAt/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
else {
const err56 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
validate57.errors = vErrors;
return errors === 0;
}
validate57.evaluated = {"props":{"id":true,"at":true,"keyId":true,"keyName":true,"model":true,"api":true,"tokens":true,"cost":true,"durationMs":true,"firstTokenMs":true,"status":true,"errorCode":true,"resetsAt":true},"dynamicProps":false,"dynamicItems":false};


function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate56.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.items === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "items"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.nextCursor === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "nextCursor"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.items !== undefined){
let data0 = data.items;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate57(data0[i0], {instancePath:instancePath+"/items/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.nextCursor !== undefined){
let data2 = data.nextCursor;
if((typeof data2 !== "string") && (data2 !== null)){
const err3 = {instancePath:instancePath+"/nextCursor",schemaPath:"#/properties/nextCursor/type",keyword:"type",params:{type: schema87.properties.nextCursor.type}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate56.errors = vErrors;
return errors === 0;
}
validate56.evaluated = {"props":{"items":true,"nextCursor":true},"dynamicProps":false,"dynamicItems":false};

export const validateUsageStatistics = validate59;
const schema93 = {"type":"object","required":["totalRequests","todayRequests","totalTokens","todayTokens","totalCost","todayCost","averageRpm","dailyQuota","dailyResetsAt","history","generatedAt"],"properties":{"totalRequests":{"type":"integer","minimum":0},"todayRequests":{"type":"integer","minimum":0},"totalTokens":{"type":"integer","minimum":0},"todayTokens":{"type":"integer","minimum":0},"totalCost":{"$ref":"https://relay-portal.invalid/schemas/Money"},"todayCost":{"$ref":"https://relay-portal.invalid/schemas/Money"},"averageRpm":{"type":"number","minimum":0},"dailyQuota":{"$ref":"https://relay-portal.invalid/schemas/Quota"},"dailyResetsAt":{"type":"string","format":"date-time"},"history":{"type":"array","items":{"$ref":"https://relay-portal.invalid/schemas/DailyUsage"}},"generatedAt":{"type":"string","format":"date-time"}}};
const schema97 = {"type":"object","required":["date","requests","tokens","cost"],"properties":{"date":{"type":"string","format":"date"},"requests":{"type":"integer","minimum":0},"tokens":{"type":"integer","minimum":0},"cost":{"type":"number","minimum":0}}};
const formats48 = cjs(runtime0).fullFormats.date;

function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate59.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.totalRequests === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "totalRequests"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.todayRequests === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "todayRequests"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.totalTokens === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "totalTokens"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.todayTokens === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "todayTokens"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.totalCost === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "totalCost"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.todayCost === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "todayCost"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.averageRpm === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "averageRpm"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.dailyQuota === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dailyQuota"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.dailyResetsAt === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dailyResetsAt"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.history === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "history"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.generatedAt === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "generatedAt"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.totalRequests !== undefined){
let data0 = data.totalRequests;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err11 = {instancePath:instancePath+"/totalRequests",schemaPath:"#/properties/totalRequests/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err12 = {instancePath:instancePath+"/totalRequests",schemaPath:"#/properties/totalRequests/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data.todayRequests !== undefined){
let data1 = data.todayRequests;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err13 = {instancePath:instancePath+"/todayRequests",schemaPath:"#/properties/todayRequests/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err14 = {instancePath:instancePath+"/todayRequests",schemaPath:"#/properties/todayRequests/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
if(data.totalTokens !== undefined){
let data2 = data.totalTokens;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err15 = {instancePath:instancePath+"/totalTokens",schemaPath:"#/properties/totalTokens/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err16 = {instancePath:instancePath+"/totalTokens",schemaPath:"#/properties/totalTokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
if(data.todayTokens !== undefined){
let data3 = data.todayTokens;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err17 = {instancePath:instancePath+"/todayTokens",schemaPath:"#/properties/todayTokens/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err18 = {instancePath:instancePath+"/todayTokens",schemaPath:"#/properties/todayTokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
if(data.totalCost !== undefined){
let data4 = data.totalCost;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.amount === undefined){
const err19 = {instancePath:instancePath+"/totalCost",schemaPath:"https://relay-portal.invalid/schemas/Money/required",keyword:"required",params:{missingProperty: "amount"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data4.currency === undefined){
const err20 = {instancePath:instancePath+"/totalCost",schemaPath:"https://relay-portal.invalid/schemas/Money/required",keyword:"required",params:{missingProperty: "currency"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data4.amount !== undefined){
let data5 = data4.amount;
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
const err21 = {instancePath:instancePath+"/totalCost/amount",schemaPath:"https://relay-portal.invalid/schemas/Money/properties/amount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/totalCost/amount",schemaPath:"https://relay-portal.invalid/schemas/Money/properties/amount/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data4.currency !== undefined){
let data6 = data4.currency;
if(typeof data6 === "string"){
if(!pattern6.test(data6)){
const err23 = {instancePath:instancePath+"/totalCost/currency",schemaPath:"https://relay-portal.invalid/schemas/Money/properties/currency/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/totalCost/currency",schemaPath:"https://relay-portal.invalid/schemas/Money/properties/currency/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath:instancePath+"/totalCost",schemaPath:"https://relay-portal.invalid/schemas/Money/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.todayCost !== undefined){
let data7 = data.todayCost;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.amount === undefined){
const err26 = {instancePath:instancePath+"/todayCost",schemaPath:"https://relay-portal.invalid/schemas/Money/required",keyword:"required",params:{missingProperty: "amount"}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data7.currency === undefined){
const err27 = {instancePath:instancePath+"/todayCost",schemaPath:"https://relay-portal.invalid/schemas/Money/required",keyword:"required",params:{missingProperty: "currency"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data7.amount !== undefined){
let data8 = data7.amount;
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err28 = {instancePath:instancePath+"/todayCost/amount",schemaPath:"https://relay-portal.invalid/schemas/Money/properties/amount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/todayCost/amount",schemaPath:"https://relay-portal.invalid/schemas/Money/properties/amount/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data7.currency !== undefined){
let data9 = data7.currency;
if(typeof data9 === "string"){
if(!pattern6.test(data9)){
const err30 = {instancePath:instancePath+"/todayCost/currency",schemaPath:"https://relay-portal.invalid/schemas/Money/properties/currency/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/todayCost/currency",schemaPath:"https://relay-portal.invalid/schemas/Money/properties/currency/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath:instancePath+"/todayCost",schemaPath:"https://relay-portal.invalid/schemas/Money/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.averageRpm !== undefined){
let data10 = data.averageRpm;
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
const err33 = {instancePath:instancePath+"/averageRpm",schemaPath:"#/properties/averageRpm/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/averageRpm",schemaPath:"#/properties/averageRpm/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.dailyQuota !== undefined){
let data11 = data.dailyQuota;
if((!((typeof data11 == "number") && (isFinite(data11)))) && (data11 !== null)){
const err35 = {instancePath:instancePath+"/dailyQuota",schemaPath:"https://relay-portal.invalid/schemas/Quota/type",keyword:"type",params:{type: schema46.type}};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
const err36 = {instancePath:instancePath+"/dailyQuota",schemaPath:"https://relay-portal.invalid/schemas/Quota/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
if(data.dailyResetsAt !== undefined){
let data12 = data.dailyResetsAt;
if(typeof data12 === "string"){
if(!(formats0.validate(data12))){
const err37 = {instancePath:instancePath+"/dailyResetsAt",schemaPath:"#/properties/dailyResetsAt/format",keyword:"format",params:{format: "date-time"}};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/dailyResetsAt",schemaPath:"#/properties/dailyResetsAt/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.history !== undefined){
let data13 = data.history;
if(Array.isArray(data13)){
const len0 = data13.length;
for(let i0=0; i0<len0; i0++){
let data14 = data13[i0];
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.date === undefined){
const err39 = {instancePath:instancePath+"/history/" + i0,schemaPath:"https://relay-portal.invalid/schemas/DailyUsage/required",keyword:"required",params:{missingProperty: "date"}};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data14.requests === undefined){
const err40 = {instancePath:instancePath+"/history/" + i0,schemaPath:"https://relay-portal.invalid/schemas/DailyUsage/required",keyword:"required",params:{missingProperty: "requests"}};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data14.tokens === undefined){
const err41 = {instancePath:instancePath+"/history/" + i0,schemaPath:"https://relay-portal.invalid/schemas/DailyUsage/required",keyword:"required",params:{missingProperty: "tokens"}};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data14.cost === undefined){
const err42 = {instancePath:instancePath+"/history/" + i0,schemaPath:"https://relay-portal.invalid/schemas/DailyUsage/required",keyword:"required",params:{missingProperty: "cost"}};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data14.date !== undefined){
let data15 = data14.date;
if(typeof data15 === "string"){
if(!(formats48.validate(data15))){
const err43 = {instancePath:instancePath+"/history/" + i0+"/date",schemaPath:"https://relay-portal.invalid/schemas/DailyUsage/properties/date/format",keyword:"format",params:{format: "date"}};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {instancePath:instancePath+"/history/" + i0+"/date",schemaPath:"https://relay-portal.invalid/schemas/DailyUsage/properties/date/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data14.requests !== undefined){
let data16 = data14.requests;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err45 = {instancePath:instancePath+"/history/" + i0+"/requests",schemaPath:"https://relay-portal.invalid/schemas/DailyUsage/properties/requests/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 < 0 || isNaN(data16)){
const err46 = {instancePath:instancePath+"/history/" + i0+"/requests",schemaPath:"https://relay-portal.invalid/schemas/DailyUsage/properties/requests/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
if(data14.tokens !== undefined){
let data17 = data14.tokens;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err47 = {instancePath:instancePath+"/history/" + i0+"/tokens",schemaPath:"https://relay-portal.invalid/schemas/DailyUsage/properties/tokens/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 < 0 || isNaN(data17)){
const err48 = {instancePath:instancePath+"/history/" + i0+"/tokens",schemaPath:"https://relay-portal.invalid/schemas/DailyUsage/properties/tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
if(data14.cost !== undefined){
let data18 = data14.cost;
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 < 0 || isNaN(data18)){
const err49 = {instancePath:instancePath+"/history/" + i0+"/cost",schemaPath:"https://relay-portal.invalid/schemas/DailyUsage/properties/cost/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
else {
const err50 = {instancePath:instancePath+"/history/" + i0+"/cost",schemaPath:"https://relay-portal.invalid/schemas/DailyUsage/properties/cost/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
else {
const err51 = {instancePath:instancePath+"/history/" + i0,schemaPath:"https://relay-portal.invalid/schemas/DailyUsage/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
}
else {
const err52 = {instancePath:instancePath+"/history",schemaPath:"#/properties/history/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data.generatedAt !== undefined){
let data19 = data.generatedAt;
if(typeof data19 === "string"){
if(!(formats0.validate(data19))){
const err53 = {instancePath:instancePath+"/generatedAt",schemaPath:"#/properties/generatedAt/format",keyword:"format",params:{format: "date-time"}};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
else {
const err54 = {instancePath:instancePath+"/generatedAt",schemaPath:"#/properties/generatedAt/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
else {
const err55 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
validate59.errors = vErrors;
return errors === 0;
}
validate59.evaluated = {"props":{"totalRequests":true,"todayRequests":true,"totalTokens":true,"todayTokens":true,"totalCost":true,"todayCost":true,"averageRpm":true,"dailyQuota":true,"dailyResetsAt":true,"history":true,"generatedAt":true},"dynamicProps":false,"dynamicItems":false};

export const validateUsageSummary = validate60;
const schema98 = {"type":"object","required":["from","to","groupBy","timeZone","totals","groups"],"properties":{"from":{"type":"string","format":"date-time"},"to":{"type":"string","format":"date-time"},"groupBy":{"type":"string","enum":["model","key","hour","day"]},"timeZone":{"type":"string"},"totals":{"$ref":"https://relay-portal.invalid/schemas/UsageTotals"},"groups":{"type":"array","items":{"$ref":"https://relay-portal.invalid/schemas/UsageGroup"}}}};
const schema99 = {"type":"object","required":["requests","failures","tokens","cost"],"properties":{"requests":{"type":"integer","minimum":0},"failures":{"type":"integer","minimum":0},"tokens":{"$ref":"https://relay-portal.invalid/schemas/TokenCounts"},"cost":{"$ref":"https://relay-portal.invalid/schemas/Money"}}};

function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate61.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.requests === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "requests"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.failures === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "failures"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.tokens === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tokens"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.cost === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cost"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.requests !== undefined){
let data0 = data.requests;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err4 = {instancePath:instancePath+"/requests",schemaPath:"#/properties/requests/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/requests",schemaPath:"#/properties/requests/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data.failures !== undefined){
let data1 = data.failures;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err6 = {instancePath:instancePath+"/failures",schemaPath:"#/properties/failures/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/failures",schemaPath:"#/properties/failures/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data.tokens !== undefined){
let data2 = data.tokens;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.input === undefined){
const err8 = {instancePath:instancePath+"/tokens",schemaPath:"https://relay-portal.invalid/schemas/TokenCounts/required",keyword:"required",params:{missingProperty: "input"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.output === undefined){
const err9 = {instancePath:instancePath+"/tokens",schemaPath:"https://relay-portal.invalid/schemas/TokenCounts/required",keyword:"required",params:{missingProperty: "output"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2.cacheWrite === undefined){
const err10 = {instancePath:instancePath+"/tokens",schemaPath:"https://relay-portal.invalid/schemas/TokenCounts/required",keyword:"required",params:{missingProperty: "cacheWrite"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2.cacheRead === undefined){
const err11 = {instancePath:instancePath+"/tokens",schemaPath:"https://relay-portal.invalid/schemas/TokenCounts/required",keyword:"required",params:{missingProperty: "cacheRead"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2.input !== undefined){
let data3 = data2.input;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err12 = {instancePath:instancePath+"/tokens/input",schemaPath:"https://relay-portal.invalid/schemas/TokenCounts/properties/input/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err13 = {instancePath:instancePath+"/tokens/input",schemaPath:"https://relay-portal.invalid/schemas/TokenCounts/properties/input/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
if(data2.output !== undefined){
let data4 = data2.output;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err14 = {instancePath:instancePath+"/tokens/output",schemaPath:"https://relay-portal.invalid/schemas/TokenCounts/properties/output/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err15 = {instancePath:instancePath+"/tokens/output",schemaPath:"https://relay-portal.invalid/schemas/TokenCounts/properties/output/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(data2.cacheWrite !== undefined){
let data5 = data2.cacheWrite;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err16 = {instancePath:instancePath+"/tokens/cacheWrite",schemaPath:"https://relay-portal.invalid/schemas/TokenCounts/properties/cacheWrite/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
const err17 = {instancePath:instancePath+"/tokens/cacheWrite",schemaPath:"https://relay-portal.invalid/schemas/TokenCounts/properties/cacheWrite/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data2.cacheRead !== undefined){
let data6 = data2.cacheRead;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err18 = {instancePath:instancePath+"/tokens/cacheRead",schemaPath:"https://relay-portal.invalid/schemas/TokenCounts/properties/cacheRead/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
const err19 = {instancePath:instancePath+"/tokens/cacheRead",schemaPath:"https://relay-portal.invalid/schemas/TokenCounts/properties/cacheRead/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
}
else {
const err20 = {instancePath:instancePath+"/tokens",schemaPath:"https://relay-portal.invalid/schemas/TokenCounts/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.cost !== undefined){
let data7 = data.cost;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.amount === undefined){
const err21 = {instancePath:instancePath+"/cost",schemaPath:"https://relay-portal.invalid/schemas/Money/required",keyword:"required",params:{missingProperty: "amount"}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data7.currency === undefined){
const err22 = {instancePath:instancePath+"/cost",schemaPath:"https://relay-portal.invalid/schemas/Money/required",keyword:"required",params:{missingProperty: "currency"}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data7.amount !== undefined){
let data8 = data7.amount;
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err23 = {instancePath:instancePath+"/cost/amount",schemaPath:"https://relay-portal.invalid/schemas/Money/properties/amount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/cost/amount",schemaPath:"https://relay-portal.invalid/schemas/Money/properties/amount/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data7.currency !== undefined){
let data9 = data7.currency;
if(typeof data9 === "string"){
if(!pattern6.test(data9)){
const err25 = {instancePath:instancePath+"/cost/currency",schemaPath:"https://relay-portal.invalid/schemas/Money/properties/currency/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/cost/currency",schemaPath:"https://relay-portal.invalid/schemas/Money/properties/currency/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath:instancePath+"/cost",schemaPath:"https://relay-portal.invalid/schemas/Money/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
validate61.errors = vErrors;
return errors === 0;
}
validate61.evaluated = {"props":{"requests":true,"failures":true,"tokens":true,"cost":true},"dynamicProps":false,"dynamicItems":false};

const schema102 = {"allOf":[{"$ref":"https://relay-portal.invalid/schemas/UsageTotals"},{"type":"object","required":["key","label"],"properties":{"key":{"type":"string"},"label":{"type":["string","null"]}}}]};

function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate63.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate61(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.key === undefined){
const err0 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "key"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.label === undefined){
const err1 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "label"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.key !== undefined){
if(typeof data.key !== "string"){
const err2 = {instancePath:instancePath+"/key",schemaPath:"#/allOf/1/properties/key/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.label !== undefined){
let data1 = data.label;
if((typeof data1 !== "string") && (data1 !== null)){
const err3 = {instancePath:instancePath+"/label",schemaPath:"#/allOf/1/properties/label/type",keyword:"type",params:{type: schema102.allOf[1].properties.label.type}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate63.errors = vErrors;
return errors === 0;
}
validate63.evaluated = {"props":{"key":true,"label":true,"requests":true,"failures":true,"tokens":true,"cost":true},"dynamicProps":false,"dynamicItems":false};


function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate60.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.from === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "from"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.to === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "to"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.groupBy === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "groupBy"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.timeZone === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "timeZone"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.totals === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "totals"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.groups === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "groups"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.from !== undefined){
let data0 = data.from;
if(typeof data0 === "string"){
if(!(formats0.validate(data0))){
const err6 = {instancePath:instancePath+"/from",schemaPath:"#/properties/from/format",keyword:"format",params:{format: "date-time"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/from",schemaPath:"#/properties/from/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.to !== undefined){
let data1 = data.to;
if(typeof data1 === "string"){
if(!(formats0.validate(data1))){
const err8 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/format",keyword:"format",params:{format: "date-time"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.groupBy !== undefined){
let data2 = data.groupBy;
if(typeof data2 !== "string"){
const err10 = {instancePath:instancePath+"/groupBy",schemaPath:"#/properties/groupBy/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!((((data2 === "model") || (data2 === "key")) || (data2 === "hour")) || (data2 === "day"))){
const err11 = {instancePath:instancePath+"/groupBy",schemaPath:"#/properties/groupBy/enum",keyword:"enum",params:{allowedValues: schema98.properties.groupBy.enum}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.timeZone !== undefined){
if(typeof data.timeZone !== "string"){
const err12 = {instancePath:instancePath+"/timeZone",schemaPath:"#/properties/timeZone/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.totals !== undefined){
if(!(validate61(data.totals, {instancePath:instancePath+"/totals",parentData:data,parentDataProperty:"totals",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
}
}
if(data.groups !== undefined){
let data5 = data.groups;
if(Array.isArray(data5)){
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
if(!(validate63(data5[i0], {instancePath:instancePath+"/groups/" + i0,parentData:data5,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
}
}
else {
const err13 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate60.errors = vErrors;
return errors === 0;
}
validate60.evaluated = {"props":{"from":true,"to":true,"groupBy":true,"timeZone":true,"totals":true,"groups":true},"dynamicProps":false,"dynamicItems":false};

export const validateUserProfile = validate66;
const schema103 = {"allOf":[{"$ref":"https://relay-portal.invalid/schemas/User"},{"type":"object","required":["emailVerified","apiKeyCount","hasPackageHistory","subscriptionStatus"],"properties":{"emailVerified":{"type":"boolean"},"apiKeyCount":{"type":"integer","minimum":0},"hasPackageHistory":{"type":"boolean"},"subscriptionStatus":{"$ref":"https://relay-portal.invalid/schemas/SubscriptionStatus"},"twoFactorEnabled":{"type":"boolean"}}}]};
const schema104 = {"type":"object","required":["id","email","createdAt"],"properties":{"id":{"type":"string"},"email":{"$ref":"https://relay-portal.invalid/schemas/Email"},"createdAt":{"type":"string","format":"date-time"}}};
const schema105 = {"type":"string","format":"email","minLength":3,"maxLength":254};
const formats56 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

function validate67(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate67.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.email === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.createdAt === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdAt"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.email !== undefined){
let data1 = data.email;
if(typeof data1 === "string"){
if(func1(data1) > 254){
const err4 = {instancePath:instancePath+"/email",schemaPath:"https://relay-portal.invalid/schemas/Email/maxLength",keyword:"maxLength",params:{limit: 254}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func1(data1) < 3){
const err5 = {instancePath:instancePath+"/email",schemaPath:"https://relay-portal.invalid/schemas/Email/minLength",keyword:"minLength",params:{limit: 3}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(formats56.test(data1))){
const err6 = {instancePath:instancePath+"/email",schemaPath:"https://relay-portal.invalid/schemas/Email/format",keyword:"format",params:{format: "email"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/email",schemaPath:"https://relay-portal.invalid/schemas/Email/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.createdAt !== undefined){
let data2 = data.createdAt;
if(typeof data2 === "string"){
if(!(formats0.validate(data2))){
const err8 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/format",keyword:"format",params:{format: "date-time"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate67.errors = vErrors;
return errors === 0;
}
validate67.evaluated = {"props":{"id":true,"email":true,"createdAt":true},"dynamicProps":false,"dynamicItems":false};


function validate66(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate66.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate67(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.emailVerified === undefined){
const err0 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "emailVerified"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.apiKeyCount === undefined){
const err1 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "apiKeyCount"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.hasPackageHistory === undefined){
const err2 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "hasPackageHistory"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.subscriptionStatus === undefined){
const err3 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "subscriptionStatus"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.emailVerified !== undefined){
if(typeof data.emailVerified !== "boolean"){
const err4 = {instancePath:instancePath+"/emailVerified",schemaPath:"#/allOf/1/properties/emailVerified/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.apiKeyCount !== undefined){
let data1 = data.apiKeyCount;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err5 = {instancePath:instancePath+"/apiKeyCount",schemaPath:"#/allOf/1/properties/apiKeyCount/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/apiKeyCount",schemaPath:"#/allOf/1/properties/apiKeyCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.hasPackageHistory !== undefined){
if(typeof data.hasPackageHistory !== "boolean"){
const err7 = {instancePath:instancePath+"/hasPackageHistory",schemaPath:"#/allOf/1/properties/hasPackageHistory/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.subscriptionStatus !== undefined){
let data3 = data.subscriptionStatus;
if(typeof data3 !== "string"){
const err8 = {instancePath:instancePath+"/subscriptionStatus",schemaPath:"https://relay-portal.invalid/schemas/SubscriptionStatus/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!(((((data3 === "active") || (data3 === "inactive")) || (data3 === "expired")) || (data3 === "expiring_soon")) || (data3 === "unknown"))){
const err9 = {instancePath:instancePath+"/subscriptionStatus",schemaPath:"https://relay-portal.invalid/schemas/SubscriptionStatus/enum",keyword:"enum",params:{allowedValues: schema57.enum}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.twoFactorEnabled !== undefined){
if(typeof data.twoFactorEnabled !== "boolean"){
const err10 = {instancePath:instancePath+"/twoFactorEnabled",schemaPath:"#/allOf/1/properties/twoFactorEnabled/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate66.errors = vErrors;
return errors === 0;
}
validate66.evaluated = {"props":{"emailVerified":true,"apiKeyCount":true,"hasPackageHistory":true,"subscriptionStatus":true,"twoFactorEnabled":true,"id":true,"email":true,"createdAt":true},"dynamicProps":false,"dynamicItems":false};

